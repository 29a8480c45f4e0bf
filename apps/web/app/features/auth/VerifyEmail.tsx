import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { safeReturnPath, verifyEmailSchema, type UserView, type VerifyEmailInput } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';
import { z } from 'zod';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, applyServerErrors, formatCountdown, useResendVerification } from './form-bits';
import { CURRENT_USER_KEY } from './hooks';
import { fetchCurrentUser, homeFor, setCurrentUser, withReturnPath } from './session';

export function VerifyEmail() {
  const navigate = useNavigate();
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  // Home in the page's language; the back office is English only.
  const home = (user: UserView): string => (homeFor(user) === '/admin-panel' ? '/admin-panel' : to(homeFor(user)));
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const passedEmail = (location.state as { email?: string } | null)?.email ?? params.get('email') ?? '';
  const resendVerification = useResendVerification();
  const { register, handleSubmit, formState, setError, setValue, getValues, trigger } = useForm<VerifyEmailInput, unknown, z.output<typeof verifyEmailSchema>>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { email: passedEmail, code: '' },
  });
  const codeField = register('code');

  const returnPath = safeReturnPath(params.get('redirect'));

  const submit = handleSubmit(async (values) => {
    try {
      const body = await api.post<{ message?: string; user?: UserView }>('/auth/verify-email', values, { noRefresh: true });
      toast.success(m.auth_verified({}, locale));
      // Verifying a registration signs the person in: straight on to where they were going.
      if (body.user) {
        setCurrentUser(body.user);
        queryClient.setQueryData(CURRENT_USER_KEY, body.user);
        navigate(returnPath ?? home(body.user), { replace: true });
        return;
      }
      // Signed in already (confirming a new email): continue into the site.
      if (await fetchCurrentUser().catch(() => null)) {
        const user = await fetchCurrentUser(true).catch(() => null);
        queryClient.setQueryData(CURRENT_USER_KEY, user ?? null);
        if (user?.isVerified) {
          navigate(user.email === values.email && user.newEmail === null ? (returnPath ?? home(user)) : to('/profile'), { replace: true });
          return;
        }
      }
      navigate(withReturnPath(`${to('/login')}?email=${encodeURIComponent(values.email)}`, returnPath), { replace: true });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['email', 'code'])) toast.error(errorMessage(error, m.auth_verify_failed({}, locale)));
    }
  });

  const resend = async () => {
    if (await trigger('email')) await resendVerification.send(getValues('email'), returnPath);
  };

  return (
    <>
      <AuthHeading title={m.auth_verify_title({}, locale)}>{m.auth_verify_intro({}, locale)}</AuthHeading>
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        <Field label={m.auth_email({}, locale)} error={formState.errors.email?.message} required>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
        </Field>
        <Field label={m.auth_verification_code({}, locale)} error={formState.errors.code?.message} required>
          {(field) => (
            <input
              {...field}
              {...codeField}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
                setValue('code', event.target.value, { shouldValidate: formState.isSubmitted });
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus={Boolean(passedEmail)}
              placeholder="000000"
              className="input text-center font-mono text-2xl tracking-[0.5em]"
            />
          )}
        </Field>
        <AuthSubmitButton label={m.auth_verify_button({}, locale)} busy={formState.isSubmitting} busyLabel={m.auth_verifying({}, locale)} />
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
        <span>{m.auth_no_code({}, locale)}</span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={resend} disabled={resendVerification.secondsLeft > 0}>
          {resendVerification.secondsLeft > 0
            ? m.auth_resend_in({ time: formatCountdown(resendVerification.secondsLeft) }, locale)
            : m.auth_resend_code({}, locale)}
        </button>
      </div>
      <p className="mt-6 text-sm text-muted">
        <AuthLink to={withReturnPath(to('/login'), returnPath)}>{m.auth_back_to_sign_in({}, locale)}</AuthLink>
      </p>
    </>
  );
}
