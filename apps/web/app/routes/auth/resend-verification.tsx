import { SITE_NAME } from '@app/contract';
import { ResendVerification } from '../../features/auth/ResendVerification';

export const meta = () => [{ title: `Resend Verification | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteResendVerification() {
  return <ResendVerification />;
}
