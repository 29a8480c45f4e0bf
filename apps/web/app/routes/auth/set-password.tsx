import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/set-password';
import { SetPassword } from '../../features/auth/SetPassword';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_set_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteSetPassword() {
  return <SetPassword />;
}
