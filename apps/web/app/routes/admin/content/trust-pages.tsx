import { ADMIN_ROLES, hasRole } from '@app/contract';
import { useShellUser } from '../../../features/admin-shell/useShellUser';
import { TrustPagesAdmin } from '../../../features/trust-pages/TrustPagesAdmin';

export const meta = () => [{ title: 'Trust Pages · Admin' }];

export default function TrustPagesAdminRoute() {
  return <TrustPagesAdmin canEnterAdviser={hasRole(useShellUser()?.userRole, ADMIN_ROLES)} />;
}
