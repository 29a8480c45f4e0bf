import { SITE_NAME } from '@app/contract';
import { Login } from '../../features/auth/Login';

export const meta = () => [{ title: `Sign In | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteLogin() {
  return <Login />;
}
