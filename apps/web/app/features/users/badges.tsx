import type { UserStatus, UserView } from '@app/contract';
import { Badge } from '../../ui/Badge';
import { ROLE_TONES, roleLabel, roleOf, STATUS_TONES, statusLabel } from './format';

export const RoleBadge = ({ user }: { user: Pick<UserView, 'userRole' | 'role'> }) => {
  const role = roleOf(user);
  return <Badge tone={ROLE_TONES[role]}>{roleLabel(role)}</Badge>;
};

export const StatusBadge = ({ status }: { status: UserStatus }) => <Badge tone={STATUS_TONES[status] ?? 'gray'}>{statusLabel(status)}</Badge>;

export const CustomerTypeBadge = ({ type }: { type: UserView['customerType'] | null | undefined }) =>
  type === 'business' ? <Badge tone="teal">Business Customer</Badge> : <Badge tone="gray">Individual Customer</Badge>;

export const VerifiedBadge = ({ verified }: { verified: boolean }) =>
  verified ? <Badge tone="green">Verified</Badge> : <Badge tone="orange">Not Verified</Badge>;
