import { StaffHelp } from '../../../features/admin-shell/StaffHelp';
import { useShellUser } from '../../../features/admin-shell/useShellUser';

export const meta = () => [{ title: 'Staff Help · Admin' }];

/** Every staff role may read it: the admin layout's guard (ADMIN_AREA_ROLES) is the access rule. */
export default function StaffHelpRoute() {
  const user = useShellUser();
  return user ? <StaffHelp user={user} /> : null;
}
