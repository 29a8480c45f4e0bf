import { SITE_NAME } from '@app/contract';
import { VerifyEmail } from '../../features/auth/VerifyEmail';

export const meta = () => [{ title: `Verify Email | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteVerifyEmail() {
  return <VerifyEmail />;
}
