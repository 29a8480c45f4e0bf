import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { assignableRoles, AUTH_MESSAGES, type CreateUserInput, createUserSchema, type UserView } from '@app/contract';
import { z } from 'zod';
import { useCurrentUser } from '../auth/hooks';
import { applyServerErrors } from '../auth/form-bits';
import { usersApi, usersKey } from './api';
import { EmploymentFields, UserContactFields, UserRoleField } from './StaffUserFields';
import { errorMessage } from '../../lib/api';
import { PageFormActions } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { BackLink } from '../../ui/BackLink';

/** After creating, the screen returns to the list after 2 seconds (accounts.md §4). */
const REDIRECT_AFTER_CREATE_MS = 2_000;

export function CreateUser({ actor: signedIn }: { actor: UserView }) {
  const { data: me } = useCurrentUser();
  const actor = me ?? signedIn;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<CreateUserInput, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: '', email: '', phone: '', userRole: 'user', department: '', designation: '', employeeId: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const body = await usersApi.create(values);
      toast.success(body.message ?? AUTH_MESSAGES.userCreated);
      setCreated(body.user?.email ?? values.email);
      void queryClient.invalidateQueries({ queryKey: usersKey });
      window.setTimeout(() => navigate('/admin/users'), REDIRECT_AFTER_CREATE_MS);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'email', 'phone', 'userRole', 'department', 'designation', 'employeeId']);
      toast.error(errorMessage(error, 'Failed to create user'));
    }
  });

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Add User"
        description="The new user gets an email with a link to set their password. The account stays pending until then."
        actions={<BackLink to="/admin/users">Back to Users</BackLink>}
      />
      {created && (
        <p role="status" className="mb-4 flex gap-2 rounded-lg border border-forest-200 bg-forest-50 px-4 py-3 text-sm text-forest-900">
          <MailCheck className="h-5 w-5 shrink-0" aria-hidden="true" /> User created successfully! Setup email has been sent to {created}. Returning to the
          list...
        </p>
      )}
      <form method="post" onSubmit={submit} noValidate className="card grid gap-4 p-6 sm:grid-cols-2">
        <UserContactFields register={register} errors={errors} autoComplete="off" />
        <UserRoleField register={register} errors={errors} roles={assignableRoles(actor)} required />
        <EmploymentFields register={register} errors={errors} />
        <PageFormActions
          className="flex justify-end gap-2 sm:col-span-2"
          cancelTo="/admin/users"
          label="Create User"
          busyLabel="Creating..."
          busy={formState.isSubmitting}
          disabled={formState.isSubmitting || created !== null}
        />
      </form>
    </div>
  );
}
