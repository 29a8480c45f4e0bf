import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, registerSchema, safeReturnPath, type RegisterInput } from '@app/contract';
import { z } from 'zod';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, PasswordInput, NewPasswordField, applyServerErrors } from './form-bits';
import { withReturnPath } from './session';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword', 'isAgreeToPolicy'] as const;

export function Register() {
  const navigate = useNavigate();
  const returnPath = safeReturnPath(useSearchParams()[0].get('redirect'));
  const { register, handleSubmit, formState, setError, watch } = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', isAgreeToPolicy: false as unknown as true },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      // The return path rides along so the mailed verification link keeps it too.
      const body = await api.post<{ message?: string }>('/auth/register', { ...values, ...(returnPath ? { returnPath } : {}) }, { noRefresh: true });
      toast.success(body.message ?? AUTH_MESSAGES.registered);
      navigate(withReturnPath(`/verify-email?email=${encodeURIComponent(values.email)}`, returnPath), { state: { email: values.email } });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorMessage(error, 'Registration failed. Please try again.'));
    }
  });

  return (
    <>
      <AuthHeading title="Create your account">Invest in honest, halal farming and follow every cycle from your phone.</AuthHeading>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field label="Full name" error={errors.name?.message} required>
          {(field) => <input {...field} {...register('name')} autoComplete="name" className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" error={errors.email?.message} required>
            {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
          </Field>
          <Field label="Phone" error={errors.phone?.message} required>
            {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" className="input" placeholder="+44 7700 900000" />}
          </Field>
        </div>
        <NewPasswordField label="Password" error={errors.password?.message} registration={register('password')} value={watch('password')} />
        <Field label="Confirm password" error={errors.confirmPassword?.message} required>
          {(field) => <PasswordInput {...field} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
        <div>
          <label className="flex items-start gap-2.5 text-sm">
            <input
              type="checkbox"
              {...register('isAgreeToPolicy')}
              aria-invalid={Boolean(errors.isAgreeToPolicy)}
              aria-describedby={errors.isAgreeToPolicy ? 'agree-error' : undefined}
              className="mt-0.5 h-4 w-4 rounded border-stone-300 accent-forest-700"
            />
            <span>
              I agree to the{' '}
              <Link to="/terms-and-conditions" className="font-medium text-forest-700 underline">
                Terms &amp; Conditions
              </Link>
              ,{' '}
              <Link to="/privacy-policy" className="font-medium text-forest-700 underline">
                Privacy Policy
              </Link>{' '}
              and{' '}
              <Link to="/gdpr-policy" className="font-medium text-forest-700 underline">
                GDPR Policy
              </Link>
              .
            </span>
          </label>
          {errors.isAgreeToPolicy && (
            <p id="agree-error" className="field-error" role="alert">
              {errors.isAgreeToPolicy.message}
            </p>
          )}
        </div>
        <AuthSubmitButton label="Create Account" busy={formState.isSubmitting} busyLabel="Creating account..." />
      </form>
      <p className="mt-8 text-sm text-muted">
        Already have an account? <AuthLink to={withReturnPath('/login', returnPath)}>Sign in</AuthLink>
      </p>
    </>
  );
}
