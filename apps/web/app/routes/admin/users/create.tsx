import { SITE_NAME } from '@app/contract';
import { useShellUser } from '../../../features/admin-shell/useShellUser';
import { CreateUser } from '../../../features/users/CreateUser';

export const meta = () => [{ title: `Add User | ${SITE_NAME}` }];

export default function RouteCreateUser() {
  return <CreateUser actor={useShellUser()!} />;
}
