import { SITE_NAME } from '@app/contract';
import { ResetPassword } from '../../features/auth/ResetPassword';

export const meta = () => [{ title: `Reset Password | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteResetPassword() {
  return <ResetPassword />;
}
