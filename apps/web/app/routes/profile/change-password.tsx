import { SITE_NAME } from '@app/contract';
import { ChangePassword } from '../../features/auth/ChangePassword';

export const meta = () => [{ title: `Change Password | ${SITE_NAME}` }];

export default function RouteChangePassword() {
  return <ChangePassword />;
}
