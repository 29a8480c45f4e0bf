import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/reset-password';
import { ResetPassword } from '../../features/auth/ResetPassword';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_reset_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteResetPassword() {
  return <ResetPassword />;
}
