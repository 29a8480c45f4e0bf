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

/** Whether the email address is verified: said in full, as investors also have an identity check (InvestorBadge). */
export const EmailVerifiedBadge = ({ verified }: { verified: boolean }) =>
  verified ? <Badge tone="green">Email verified</Badge> : <Badge tone="orange">Email not verified</Badge>;
