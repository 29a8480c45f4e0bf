import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/forgot-password';
import { ForgotPassword } from '../../features/auth/ForgotPassword';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_forgot_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteForgotPassword() {
  return <ForgotPassword />;
}
