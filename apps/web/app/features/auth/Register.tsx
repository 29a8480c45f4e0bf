import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, safeReturnPath, type RegisterInput } from '@app/contract';
import { m } from '@app/contract/messages';
import { z } from 'zod';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, PasswordInput, NewPasswordField, applyServerErrors } from './form-bits';
import { withReturnPath } from './session';
import { useLanguage, useLocalPath } from '../../lib/language';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword', 'isAgreeToPolicy'] as const;

export function Register() {
  const navigate = useNavigate();
  // The page's language is the account's: a Bengali sign-up page makes a Bengali account.
  const language = useLanguage();
  const locale = { locale: language };
  const to = useLocalPath();
  const returnPath = safeReturnPath(useSearchParams()[0].get('redirect'));
  const { register, handleSubmit, formState, setError, watch } = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', isAgreeToPolicy: false as unknown as true },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      // The return path rides along so the mailed verification link keeps it too.
      await api.post<{ message?: string }>('/auth/register', { ...values, language, ...(returnPath ? { returnPath } : {}) }, { noRefresh: true });
      toast.success(m.auth_registered({}, locale));
      navigate(withReturnPath(to(`/verify-email`) + `?email=${encodeURIComponent(values.email)}`, returnPath), { state: { email: values.email } });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorMessage(error, m.auth_registration_failed({}, locale)));
    }
  });

  return (
    <>
      <AuthHeading title={m.auth_register_title({}, locale)}>{m.auth_register_intro({}, locale)}</AuthHeading>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field label={m.auth_full_name({}, locale)} error={errors.name?.message} required>
          {(field) => <input {...field} {...register('name')} autoComplete="name" className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.auth_email({}, locale)} error={errors.email?.message} required>
            {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
          </Field>
          <Field label={m.auth_phone({}, locale)} error={errors.phone?.message} required>
            {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" className="input" placeholder="+44 7700 900000" />}
          </Field>
        </div>
        <NewPasswordField label={m.auth_password({}, locale)} error={errors.password?.message} registration={register('password')} value={watch('password')} />
        <Field label={m.auth_confirm_password({}, locale)} error={errors.confirmPassword?.message} required>
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
              {m.auth_agree_before({}, locale)}{' '}
              <Link to={to('/terms-and-conditions')} className="font-medium text-forest-700 underline">
                {m.auth_agree_terms({}, locale)}
              </Link>
              ,{' '}
              <Link to={to('/privacy-policy')} className="font-medium text-forest-700 underline">
                {m.auth_agree_privacy({}, locale)}
              </Link>{' '}
              {m.auth_agree_and({}, locale)}{' '}
              <Link to={to('/gdpr-policy')} className="font-medium text-forest-700 underline">
                {m.auth_agree_gdpr({}, locale)}
              </Link>
              {language === 'bn' ? '।' : '.'}
            </span>
          </label>
          {errors.isAgreeToPolicy && (
            <p id="agree-error" className="field-error" role="alert">
              {errors.isAgreeToPolicy.message}
            </p>
          )}
        </div>
        <AuthSubmitButton label={m.auth_create_account({}, locale)} busy={formState.isSubmitting} busyLabel={m.auth_creating_account({}, locale)} />
      </form>
      <p className="mt-8 text-sm text-muted">
        {m.auth_have_account({}, locale)} <AuthLink to={withReturnPath(to('/login'), returnPath)}>{m.auth_sign_in({}, locale)}</AuthLink>
      </p>
    </>
  );
}
