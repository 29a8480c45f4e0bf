import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/login';
import { Login } from '../../features/auth/Login';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_login_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteLogin() {
  return <Login />;
}
