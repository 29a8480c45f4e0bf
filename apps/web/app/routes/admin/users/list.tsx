import { SITE_NAME } from '@app/contract';
import { useShellUser } from '../../../features/admin-shell/useShellUser';
import { UsersList } from '../../../features/users/UsersList';

export const meta = () => [{ title: `Users | ${SITE_NAME}` }];

export default function RouteUsersList() {
  return <UsersList actor={useShellUser()!} />;
}
