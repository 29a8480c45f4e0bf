import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowLeft,
  BadgeCheck,
  Briefcase,
  Building2,
  IdCard,
  KeyRound,
  Lock,
  Pencil,
  Phone,
  Server,
  ShieldCheck,
  Trash2,
  Unlock,
  UserCheck,
  UserCog,
  UserX,
} from 'lucide-react';
import {
  assignableRoles,
  AUTH_MESSAGES,
  canChangeRoleOrStatus,
  canDeleteUser,
  canEditUser,
  canVerifyUser,
  type Role,
  USER_STATUSES,
  type UserStatus,
  type UserView,
  formatStaffDate,
  formatStaffDateTime,
} from '@app/contract';
import { accountApi } from '../auth/account-api';
import { dropUserFromCaches, patchUserInCaches, usersApi, usersKey } from './api';
import { CustomerTypeBadge } from './badges';
import { AddressSection, DetailSection, EmergencyContactSection, contactItems, staffPostItems } from './DetailSection';
import { UserIdentity } from './UserIdentity';
import { FAILED_LOGIN_ALERT_THRESHOLD, isLockActive, roleLabel, roleOf, statusLabel } from './format';
import { actionError } from './messages';
import { ShownUser } from './ShownUser';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal, ModalActionFooter } from '../../ui/Modal';
import { toast } from '../../ui/Toaster';
import { Options } from '../../ui/Options';

/** Delete on the detail screen returns to the list after 2 seconds (accounts.md §4). */
const REDIRECT_AFTER_DELETE_MS = 2_000;
const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;
const STATUS_WARNINGS: Partial<Record<UserStatus, string>> = {
  suspended: 'Suspending a user will prevent them from accessing the system but will preserve their data.',
  inactive: 'Setting a user to inactive will disable their account temporarily.',
};

function refName(ref: UserView['createdBy']) {
  if (!ref) return null;
  if (typeof ref === 'string') return { id: ref, name: 'View user' };
  return ref;
}

export function UserDetail({ actor }: { actor: UserView }) {
  return (
    <ShownUser actor={actor} loading="Loading user details..." failure="Failed to load user details">
      {(user, freshActor) => <UserDetailView user={user} actor={freshActor} />}
    </ShownUser>
  );
}

/** One action on the shown user: `done` and a toast of the server's message (or `success`); a failure toasts its message. */
function useUserAction(send: () => Promise<{ message?: string }>, success: string, [failure, logTag]: [string, string], done: () => void) {
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      done();
      toast.success(body.message ?? success);
    },
    onError: (error) => toast.error(actionError(error, failure, logTag)),
  });
}

function UserDetailView({ user, actor }: { user: UserView; actor: UserView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [roleOpen, setRoleOpen] = useState(false);
  const [statusOpen, setStatusOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [role, setRole] = useState<Role>(roleOf(user));
  const [status, setStatus] = useState<UserStatus>(user.userStatus);
  const [deleted, setDeleted] = useState(false);

  const mayChange = canChangeRoleOrStatus(actor, user);
  const mayEdit = canEditUser(actor, user);
  const active = user.userStatus === 'active';
  const locked = isLockActive(user.accountLockUntil);

  const changeRole = useMutation({
    mutationFn: (next: Role) => usersApi.updateRole(user.id, next),
    onSuccess: (_body, next) => {
      patchUserInCaches(queryClient, user.id, { userRole: next, role: next });
      toast.success(`User role updated to ${roleLabel(next)}`);
      setRoleOpen(false);
    },
    onError: (error) => toast.error(actionError(error, 'Failed to update user role.', 'Update role error')),
  });
  const changeStatus = useMutation({
    mutationFn: (next: UserStatus) => usersApi.updateStatus(user.id, next),
    onSuccess: (_body, next) => {
      patchUserInCaches(queryClient, user.id, { userStatus: next });
      toast.success(`User status updated to ${statusLabel(next)}`);
      setStatusOpen(false);
    },
    onError: (error) => toast.error(actionError(error, 'Failed to update user status.', 'Update status error')),
  });
  const verify = useUserAction(
    () => usersApi.verifyEmail(user.id),
    AUTH_MESSAGES.userEmailVerified,
    ['Failed to verify user email.', 'Verify email error'],
    () => patchUserInCaches(queryClient, user.id, { isVerified: true }),
  );
  const reset = useUserAction(
    () => usersApi.forcePasswordReset(user.id),
    AUTH_MESSAGES.forcedResetSent,
    ['Failed to send password reset email.', 'Password reset error'],
    () => setResetOpen(false),
  );
  const unlock = useUserAction(
    () => accountApi.unlockUser(user.id),
    AUTH_MESSAGES.accountUnlocked,
    ['Failed to unlock the account.', 'Unlock error'],
    () => patchUserInCaches(queryClient, user.id, { accountLockUntil: null, failedLoginAttempts: 0 }),
  );
  const remove = useUserAction(
    () => usersApi.remove(user.id),
    AUTH_MESSAGES.userDeleted,
    ['Failed to delete user', 'Delete user error'],
    () => {
      setDeleteOpen(false);
      setDeleted(true);
      window.setTimeout(() => {
        dropUserFromCaches(queryClient, user.id);
        void queryClient.invalidateQueries({ queryKey: usersKey });
        navigate('/admin/users');
      }, REDIRECT_AFTER_DELETE_MS);
    },
  );

  const onVerify = () => {
    if (user.isVerified) toast.info("This user's email is already verified.");
    else verify.mutate();
  };

  const createdBy = refName(user.createdBy);
  const updatedBy = refName(user.updatedBy);
  const failedAlert = user.failedLoginAttempts >= FAILED_LOGIN_ALERT_THRESHOLD;
  const isBusiness = user.customerType === 'business' || (user.customerType as string) === 'company' || Boolean(user.vatNumber);

  return (
    <div className="space-y-5">
      {deleted && (
        <p role="status" className="rounded-lg border border-forest-200 bg-forest-50 px-4 py-3 text-sm text-forest-900">
          User deleted successfully! Returning to the list...
        </p>
      )}
      <section className="card p-5">
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <UserIdentity
            user={user}
            badges={
              <>
                <CustomerTypeBadge type={user.customerType} />
                {locked && (
                  <span className="badge bg-red-100 text-red-800">
                    <Lock className="mr-1 h-3 w-3" aria-hidden="true" /> Locked
                  </span>
                )}
              </>
            }
          />
          <Link to="/admin/users" className="btn btn-ghost btn-sm order-first -ml-3 basis-full justify-start sm:order-last sm:ml-0 sm:basis-auto">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to List
          </Link>
        </div>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          {mayEdit && (
            <Link to={`/admin/users/${user.id}/edit`} className="btn btn-primary btn-sm">
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
            </Link>
          )}
          {mayChange && (
            <>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  setRole(roleOf(user));
                  setRoleOpen(true);
                }}
              >
                <UserCog className="h-4 w-4" aria-hidden="true" /> Change Role
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  setStatus(user.userStatus);
                  setStatusOpen(true);
                }}
              >
                <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Change Status
              </button>
              <button
                type="button"
                className={`btn btn-sm ${active ? 'btn-outline border-red-700 text-red-700 hover:bg-red-50' : 'btn-outline'}`}
                disabled={changeStatus.isPending}
                onClick={() => changeStatus.mutate(active ? 'suspended' : 'active')}
              >
                {active ? <UserX className="h-4 w-4" aria-hidden="true" /> : <UserCheck className="h-4 w-4" aria-hidden="true" />}
                {active ? 'Block' : 'Activate'}
              </button>
            </>
          )}
          {canVerifyUser(actor, user) && (
            <button type="button" className="btn btn-outline btn-sm" disabled={verify.isPending} onClick={onVerify}>
              <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {verify.isPending ? 'Verifying...' : 'Verify Account'}
            </button>
          )}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setResetOpen(true)}>
            <KeyRound className="h-4 w-4" aria-hidden="true" /> Reset Password
          </button>
          {locked && mayEdit && (
            <button type="button" className="btn btn-outline btn-sm" disabled={unlock.isPending} onClick={() => unlock.mutate()}>
              <Unlock className="h-4 w-4" aria-hidden="true" /> Unlock Account
            </button>
          )}
          {canDeleteUser(actor, user) && (
            <button type="button" className="btn btn-danger btn-sm sm:ml-auto" disabled={deleted} onClick={() => setDeleteOpen(true)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </button>
          )}
        </div>
      </section>

      {failedAlert && (
        <p role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          {user.failedLoginAttempts} failed sign-in attempts on this account.
        </p>
      )}

      <div className="grid gap-5 lg:grid-cols-2">
        <DetailSection
          title="Contact Information"
          icon={Phone}
          items={[
            ...contactItems(user),
            { label: 'Registered', value: formatStaffDateTime(user.createdAt, { empty: null }) },
            { label: 'Last Login', value: formatStaffDateTime(user.lastLogin, { empty: 'Never' }) },
            { label: 'Date of Birth', value: formatStaffDate(user.dateOfBirth, { empty: null }) },
            { label: 'Gender', value: user.gender && GENDER_LABELS[user.gender] },
            ...(user.newEmail ? [{ label: 'Pending new email', value: user.newEmail }] : []),
          ]}
        />
        <DetailSection
          title="Employment Information"
          icon={Briefcase}
          items={[
            ...staffPostItems(user),
            { label: 'Joining Date', value: formatStaffDate(user.joiningDate, { empty: null }) },
            { label: 'Blood Group', value: user.bloodGroup },
          ]}
        />
        <AddressSection address={user.address} />
        <EmergencyContactSection contact={user.emergencyContact} />
        {isBusiness && (
          <DetailSection
            title="Business Information"
            icon={Building2}
            items={[
              { label: 'Customer Type', value: user.customerType === 'business' ? 'Business' : 'Individual' },
              { label: 'Company', value: user.company },
              { label: 'VAT Number', value: user.vatNumber },
            ]}
          />
        )}
        {user.nidNumber && (
          <DetailSection
            title="Government ID"
            icon={IdCard}
            items={[
              { label: 'National ID', value: user.nidNumber },
              {
                label: 'Verification',
                value: user.nidVerified ? (
                  <span className="font-medium text-forest-700">Verified</span>
                ) : (
                  <span className="font-medium text-orange-700">Not Verified</span>
                ),
              },
            ]}
          />
        )}
        <DetailSection
          title="Account Security"
          icon={Lock}
          items={[
            {
              label: 'Email Verification',
              value: user.isVerified ? (
                <span className="font-medium text-forest-700">Verified</span>
              ) : (
                <span className="font-medium text-orange-700">Not Verified</span>
              ),
            },
            { label: 'Password Last Changed', value: formatStaffDateTime(user.passwordChangedAt, { empty: 'Never changed' }) },
            {
              label: 'Failed Login Attempts',
              value: <span className={failedAlert ? 'font-semibold text-red-700' : undefined}>{String(user.failedLoginAttempts ?? 0)}</span>,
            },
            {
              label: 'Account Locked Until',
              value: locked ? <span className="font-semibold text-red-700">{formatStaffDateTime(user.accountLockUntil, { empty: null })}</span> : null,
            },
            ...(user.twoFactorEnabled !== undefined && ['superAdmin', 'admin', 'moderator'].includes(user.userRole)
              ? [{ label: 'Two-factor sign-in', value: user.twoFactorEnabled ? 'On' : 'Off' }]
              : []),
          ]}
        />
        <DetailSection
          title="System Information"
          icon={Server}
          items={[
            { label: 'Created', value: formatStaffDateTime(user.createdAt, { empty: null }) },
            { label: 'Updated', value: formatStaffDateTime(user.updatedAt, { empty: null }) },
            {
              label: 'Created By',
              value: createdBy && (
                <Link className="text-forest-700 underline" to={`/admin/users/${createdBy.id}`}>
                  {createdBy.name}
                </Link>
              ),
            },
            {
              label: 'Updated By',
              value: updatedBy && (
                <Link className="text-forest-700 underline" to={`/admin/users/${updatedBy.id}`}>
                  {updatedBy.name}
                </Link>
              ),
            },
          ]}
        />
      </div>

      <ChoiceModal
        open={roleOpen}
        onOpenChange={setRoleOpen}
        title="Change Role"
        description={`Choose the role for ${user.name}.`}
        actionLabel="Update Role"
        busy={changeRole.isPending}
        onAction={() => (role === roleOf(user) ? setRoleOpen(false) : changeRole.mutate(role))}
        name="role"
        label="Role"
        value={role}
        onChange={setRole}
      >
        <Options values={assignableRoles(actor)} label={roleLabel} />
      </ChoiceModal>

      <ChoiceModal
        open={statusOpen}
        onOpenChange={setStatusOpen}
        title="Change Status"
        description={`Choose the account status for ${user.name}.`}
        actionLabel="Update Status"
        busy={changeStatus.isPending}
        disabled={status === user.userStatus}
        onAction={() => changeStatus.mutate(status)}
        name="status"
        label="Status"
        value={status}
        onChange={setStatus}
        warning={status !== user.userStatus ? STATUS_WARNINGS[status] : undefined}
      >
        <Options values={USER_STATUSES} label={statusLabel} />
      </ChoiceModal>

      <ConfirmDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        title="Send a password reset?"
        message={`${user.name} will get an email with a link to choose a new password.`}
        confirmLabel="Send reset email"
        tone="primary"
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete user?"
        message={`This permanently deletes ${user.name} (${user.email}). This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** The small modal that sets one thing about the account (its role, its status) to a value picked from a list. */
function ChoiceModal<V extends string>(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  actionLabel: string;
  busy: boolean;
  disabled?: boolean;
  onAction: () => void;
  name: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** What the chosen value will do, when the person should think twice. */
  warning?: ReactNode;
  /** The values, as options. */
  children: ReactNode;
}) {
  const id = `${props.name}-select`;
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      size="sm"
      footer={
        <ModalActionFooter
          onDismiss={() => props.onOpenChange(false)}
          busy={props.busy}
          busyLabel="Saving..."
          label={props.actionLabel}
          disabled={props.disabled}
          onAction={props.onAction}
        />
      }
    >
      <label htmlFor={id} className="label">
        {props.label}
      </label>
      <select id={id} className="input" value={props.value} onChange={(event) => props.onChange(event.target.value as V)}>
        {props.children}
      </select>
      {props.warning && (
        <p role="alert" className="mt-3 flex gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" /> {props.warning}
        </p>
      )}
    </Modal>
  );
}
