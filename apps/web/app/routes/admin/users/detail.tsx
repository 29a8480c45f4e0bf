import { SITE_NAME } from '@app/contract';
import { useShellUser } from '../../../features/admin-shell/useShellUser';
import { UserDetail } from '../../../features/users/UserDetail';

export const meta = () => [{ title: `User Details | ${SITE_NAME}` }];

export default function RouteUserDetail() {
  return <UserDetail actor={useShellUser()!} />;
}
