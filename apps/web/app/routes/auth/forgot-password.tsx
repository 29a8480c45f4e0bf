import { SITE_NAME } from '@app/contract';
import { ForgotPassword } from '../../features/auth/ForgotPassword';

export const meta = () => [{ title: `Forgot Password | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteForgotPassword() {
  return <ForgotPassword />;
}
