import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setPasswordSchema, type SetPasswordInput } from '@app/contract';
import { z } from 'zod';
import { Field } from '../../ui/Field';
import { AuthSubmitButton, PasswordInput, NewPasswordField } from './form-bits';
import { toast } from '../../ui/Toaster';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';

/** The token of an emailed password link (reset or first setup); a link without one says `invalid` and goes on to `leaveTo`. */
export function usePasswordLinkToken(invalid: string, leaveTo: string) {
  const { token } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) {
      toast.error(invalid);
      navigate(leaveTo, { replace: true });
    }
  }, [token, navigate, invalid, leaveTo]);
  return token;
}

/** New password + confirmation with the strength meter: used by reset-password and set-password. */
export function SetPasswordForm({
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: z.output<typeof setPasswordSchema>) => Promise<void>;
}) {
  const { register, handleSubmit, formState, watch } = useForm<SetPasswordInput, unknown, z.output<typeof setPasswordSchema>>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const locale = { locale: useLanguage() };
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <NewPasswordField
        label={m.auth_new_password({}, locale)}
        error={formState.errors.password?.message}
        registration={register('password')}
        value={watch('password')}
      />
      <Field label={m.auth_confirm_new_password({}, locale)} error={formState.errors.confirmPassword?.message} required>
        {(field) => <PasswordInput {...field} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <AuthSubmitButton label={submitLabel} busy={formState.isSubmitting} busyLabel={busyLabel} />
    </form>
  );
}
