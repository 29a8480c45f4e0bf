import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setPasswordSchema, type SetPasswordInput } from '@app/contract';
import { z } from 'zod';
import { Field } from '../../ui/Field';
import { PasswordInput, PasswordStrengthMeter } from './form-bits';
import { useHydrated } from '../../lib/hydration';

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
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, watch } = useForm<SetPasswordInput, unknown, z.output<typeof setPasswordSchema>>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <Field label="New password" error={formState.errors.password?.message} required>
        {(field) => (
          <>
            <PasswordInput {...field} {...register('password')} autoComplete="new-password" />
            <PasswordStrengthMeter value={watch('password') ?? ''} />
          </>
        )}
      </Field>
      <Field label="Confirm new password" error={formState.errors.confirmPassword?.message} required>
        {(field) => <PasswordInput {...field} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <button type="submit" className="btn btn-primary w-full py-2.5" disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
