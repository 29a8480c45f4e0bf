import { SITE_NAME } from '@app/contract';
import { useShellUser } from '../../../features/admin-shell/useShellUser';
import { EditUser } from '../../../features/users/EditUser';

export const meta = () => [{ title: `Edit User | ${SITE_NAME}` }];

export default function RouteEditUser() {
  return <EditUser actor={useShellUser()!} />;
}
