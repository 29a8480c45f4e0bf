import { SITE_NAME } from '@app/contract';
import { Register } from '../../features/auth/Register';

export const meta = () => [{ title: `Create Account | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteRegister() {
  return <Register />;
}
