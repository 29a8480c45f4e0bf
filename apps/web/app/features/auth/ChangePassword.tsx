import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@app/contract';
import { z } from 'zod';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field, PageFormActions } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { PasswordInput, NewPasswordField, applyServerErrors } from './form-bits';
import { setCurrentUser } from './session';

export function ChangePassword() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, watch } = useForm<ChangePasswordInput, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const body = await api.post<{ message?: string }>('/auth/change-password', values);
      // A changed password ends every session, this one included: sign in again (accounts.md §4).
      setCurrentUser(null);
      queryClient.clear();
      toast.success(body.message ?? AUTH_MESSAGES.passwordChanged);
      navigate('/login', { replace: true });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['currentPassword', 'newPassword', 'confirmPassword']))
        toast.error(errorMessage(error, 'Failed to change password.'));
    }
  });

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Change Password" description="You will be signed out everywhere and asked to sign in with the new password." />
      <form method="post" onSubmit={submit} noValidate className="card space-y-5 p-6">
        <Field label="Current password" error={errors.currentPassword?.message} required>
          {(field) => <PasswordInput {...field} {...register('currentPassword')} autoComplete="current-password" />}
        </Field>
        <NewPasswordField label="New password" error={errors.newPassword?.message} registration={register('newPassword')} value={watch('newPassword')} />
        <Field label="Confirm new password" error={errors.confirmPassword?.message} required>
          {(field) => <PasswordInput {...field} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
        <PageFormActions cancelTo="/profile" label="Change Password" busyLabel="Changing..." busy={formState.isSubmitting} />
      </form>
    </div>
  );
}
