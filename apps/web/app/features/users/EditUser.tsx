import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  type AdminEditUserInput,
  adminEditUserSchema,
  assignableRoles,
  AUTH_MESSAGES,
  canChangeRoleOrStatus,
  canEditUser,
  canSetNidVerified,
  fieldPaths,
  USER_STATUSES,
  type UserView,
} from '@app/contract';
import { z } from 'zod';
import { applyServerErrors } from '../auth/form-bits';
import { usersApi, usersKey } from './api';
import { roleOf, statusLabel } from './format';
import { FormSection, PersonFields, personDefaults } from './PersonFields';
import { EmploymentFields, UserContactFields, UserRoleField } from './StaffUserFields';
import { ShownUser } from './ShownUser';
import { UserAvatar } from './UserAvatar';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { BackLink } from '../../ui/BackLink';
import { Options } from '../../ui/Options';

/** Where a refused save's field messages go: every field of the schema the form submits. */
const FIELDS = fieldPaths(adminEditUserSchema);

export function EditUser({ actor }: { actor: UserView }) {
  return (
    <ShownUser actor={actor} loading="Loading user..." failure="Failed to load user data">
      {(user, freshActor) => <EditUserForm user={user} actor={freshActor} />}
    </ShownUser>
  );
}

function EditUserForm({ user, actor }: { user: UserView; actor: UserView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayEdit = canEditUser(actor, user);
  const mayChangeRole = canChangeRoleOrStatus(actor, user);
  const roleOptions = assignableRoles(actor);
  if (!roleOptions.includes(roleOf(user))) roleOptions.unshift(roleOf(user));

  const { register, handleSubmit, formState, setError, watch } = useForm<AdminEditUserInput, unknown, z.output<typeof adminEditUserSchema>>({
    resolver: zodResolver(adminEditUserSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      userRole: roleOf(user),
      userStatus: user.userStatus,
      department: user.department ?? '',
      designation: user.designation ?? '',
      employeeId: user.employeeId ?? '',
      joiningDate: user.joiningDate ? user.joiningDate.slice(0, 10) : '',
      nidVerified: user.nidVerified,
      ...personDefaults(user),
    } as AdminEditUserInput,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    // Role and status go only when changed and allowed; nidVerified only from a superAdmin (accounts.md §6).
    const { userRole, userStatus, nidVerified, isVerified: _isVerified, ...rest } = values;
    const payload = {
      ...rest,
      ...(mayChangeRole && userRole !== roleOf(user) ? { userRole } : {}),
      ...(mayChangeRole && userStatus !== user.userStatus ? { userStatus } : {}),
      ...(canSetNidVerified(actor) ? { nidVerified: Boolean(nidVerified) } : {}),
    };
    try {
      const body = await usersApi.updateEmployee(user.id, payload);
      toast.success(body.message ?? AUTH_MESSAGES.employeeUpdated);
      await queryClient.invalidateQueries({ queryKey: usersKey });
      navigate(`/admin/users/${user.id}`);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorMessage(error, 'Failed to update employee information.'));
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="max-w-4xl space-y-5">
      <PageHeader
        title="Edit User"
        description={
          <span className="inline-flex items-center gap-2">
            <UserAvatar name={user.name} image={user.profileImage} size={24} /> {user.name} · {user.email}
          </span>
        }
        actions={<BackLink to={`/admin/users/${user.id}`}>Back to User</BackLink>}
      />
      {!mayEdit && (
        <p role="alert" className="rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-900">
          You don&apos;t have permission to edit this user.
        </p>
      )}
      <fieldset disabled={!mayEdit} className="space-y-5">
        <FormSection title="Account">
          <UserContactFields register={register} errors={errors} />
          <UserRoleField
            register={register}
            errors={errors}
            roles={roleOptions}
            hint={mayChangeRole ? undefined : 'Only a super admin can change this.'}
            disabled={!mayChangeRole}
          />
          <Field label="Status" error={errors.userStatus?.message}>
            {(field) => (
              <select {...field} {...register('userStatus')} className="input" disabled={!mayChangeRole}>
                <Options values={USER_STATUSES} label={statusLabel} />
              </select>
            )}
          </Field>
        </FormSection>
        <FormSection title="Employment">
          <EmploymentFields
            register={register}
            errors={errors}
            afterId={
              <Field label="Joining date" error={errors.joiningDate?.message}>
                {(field) => <input {...field} {...register('joiningDate')} type="date" className="input" />}
              </Field>
            }
          />
        </FormSection>
        <PersonFields
          register={register}
          errors={errors}
          customerType={watch('customerType')}
          nidExtra={
            <label className={`flex items-center gap-2 self-end pb-2 text-sm ${canSetNidVerified(actor) ? '' : 'text-muted'}`}>
              <input type="checkbox" {...register('nidVerified')} disabled={!canSetNidVerified(actor)} className="h-4 w-4 accent-forest-700" />
              National ID verified
              {!canSetNidVerified(actor) && <span className="text-xs">(super admin only)</span>}
            </label>
          }
        />
      </fieldset>
      <div className="flex items-center justify-end gap-3">
        {!mayEdit && <span className="text-sm text-orange-800">You don&apos;t have permission to edit this user.</span>}
        <Link to={`/admin/users/${user.id}`} className="btn btn-ghost">
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary" disabled={!mayEdit || formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
