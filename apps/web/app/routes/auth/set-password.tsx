import { SITE_NAME } from '@app/contract';
import { SetPassword } from '../../features/auth/SetPassword';

export const meta = () => [{ title: `Set Your Password | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteSetPassword() {
  return <SetPassword />;
}
