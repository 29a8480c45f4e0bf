import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { AUTH_MESSAGES, PASSKEY_MESSAGES, loginSchema, safeReturnPath, type LoginInput, type UserView } from '@app/contract';
import { z } from 'zod';
import { api, ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, PasswordInput, applyServerErrors } from './form-bits';
import { CURRENT_USER_KEY } from './hooks';
import { homeFor, setCurrentUser, withReturnPath } from './session';
import { useHydrated } from '../../lib/hydration';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

type LoginResponse = { success: true; message?: string; user?: UserView; twoFactorRequired?: boolean; twoFactorSetupRequired?: boolean };

/** The server asks for the authenticator code either in a 2xx or in a 401 answer. */
const asksForCode = (body: unknown) =>
  Boolean(
    body &&
    typeof body === 'object' &&
    ('twoFactorRequired' in body || 'requiresTwoFactor' in body) &&
    Boolean(
      (body as { twoFactorRequired?: unknown; requiresTwoFactor?: unknown }).twoFactorRequired || (body as { requiresTwoFactor?: unknown }).requiresTwoFactor,
    ),
  );

export function Login() {
  const hydrated = useHydrated();
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const passwordJustSet = (useLocation().state as { passwordSet?: boolean } | null)?.passwordSet === true;
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const form = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: params.get('email') ?? '', password: '', rememberMe: false },
  });
  const { register, handleSubmit, formState, setError } = form;

  const signedIn = (user: UserView, twoFactorSetupRequired?: boolean) => {
    setCurrentUser(user);
    queryClient.setQueryData(CURRENT_USER_KEY, user);
    // No "Login successful!" toast: the visitor is taken to their page at once, and a toast would follow them there.
    if (twoFactorSetupRequired && user.isVerified) {
      // Staff two-factor is required and not set up yet: the server allows only the setup until then.
      toast.info('Two-factor sign-in is required for staff accounts. Set it up to continue.', { duration: 8_000 });
      navigate('/admin/security', { replace: true });
      return;
    }
    const target = !user.isVerified
      ? withReturnPath(`${to('/verify-email')}?email=${encodeURIComponent(user.email)}`, params.get('redirect'))
      : (safeReturnPath(params.get('redirect')) ?? homeFor(user));
    navigate(target, { replace: true });
  };

  const passkey = useMutation({
    mutationFn: async () => {
      const { options, challengeId } = await api.post<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }>(
        '/auth/passkeys/sign-in/options',
        {},
        { noRefresh: true },
      );
      const response = await startAuthentication({ optionsJSON: options });
      return api.post<LoginResponse>('/auth/passkeys/sign-in', { challengeId, response }, { noRefresh: true });
    },
    onSuccess: (body) => body.user && signedIn(body.user, body.twoFactorSetupRequired),
    onError: (error) => toast.error(errorMessage(error, PASSKEY_MESSAGES.notVerified)),
  });

  const submit = handleSubmit(async (values) => {
    setCodeError(undefined);
    const payload = { email: values.email, password: values.password, rememberMe: values.rememberMe, ...(codeStep ? { totpCode: code.trim() } : {}) };
    if (codeStep && !code.trim()) {
      setCodeError(AUTH_MESSAGES.twoFactorRequired);
      return;
    }
    try {
      const body = await api.post<LoginResponse>('/auth/login', payload, { noRefresh: true });
      if (asksForCode(body) || !body.user) {
        setCodeStep(true);
        return;
      }
      signedIn(body.user, body.twoFactorSetupRequired);
    } catch (error) {
      if (error instanceof ApiError && asksForCode(error.body)) {
        if (codeStep) setCodeError(error.message || AUTH_MESSAGES.twoFactorInvalid);
        setCodeStep(true);
        return;
      }
      if (!applyServerErrors(error, setError, ['email', 'password'])) toast.error(errorMessage(error, m.auth_login_failed({}, locale)));
    }
  });

  if (codeStep) {
    return (
      <>
        <AuthHeading title={m.auth_two_step_title({}, locale)}>{AUTH_MESSAGES.twoFactorRequired}</AuthHeading>
        <form method="post" onSubmit={submit} noValidate className="space-y-5">
          <Field label={m.auth_two_step_code({}, locale)} error={codeError} hint={m.auth_two_step_hint({}, locale)}>
            {(field) => (
              <input
                {...field}
                className="input text-center font-mono text-lg tracking-[0.3em]"
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus
                maxLength={32}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
              />
            )}
          </Field>
          <AuthSubmitButton label={m.auth_two_step_submit({}, locale)} busy={formState.isSubmitting} busyLabel={m.auth_verifying({}, locale)} />
          <button
            type="button"
            className="btn btn-ghost w-full"
            onClick={() => {
              setCodeStep(false);
              setCode('');
            }}
          >
            {m.auth_back({}, locale)}
          </button>
        </form>
      </>
    );
  }

  return (
    <>
      {passwordJustSet ? (
        <AuthHeading title={m.auth_password_set_title({}, locale)}>{m.auth_password_set_intro({}, locale)}</AuthHeading>
      ) : (
        <AuthHeading title={m.auth_login_title({}, locale)}>{m.auth_login_intro({}, locale)}</AuthHeading>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        <Field label={m.auth_email({}, locale)} error={formState.errors.email?.message} required>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" placeholder="you@example.com" />}
        </Field>
        <Field label={m.auth_password({}, locale)} error={formState.errors.password?.message} required>
          {(field) => <PasswordInput {...field} {...register('password')} autoComplete="current-password" autoFocus={passwordJustSet} />}
        </Field>
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" {...register('rememberMe')} className="h-4 w-4 rounded border-stone-300 accent-forest-700" />
            {m.auth_remember_me({}, locale)}
          </label>
          <Link to={to('/forgot-password')} className="font-medium text-forest-700 hover:underline">
            {m.auth_forgot_link({}, locale)}
          </Link>
        </div>
        <AuthSubmitButton label={m.auth_sign_in_button({}, locale)} busy={formState.isSubmitting} busyLabel={m.auth_signing_in({}, locale)} />
      </form>
      {hydrated && browserSupportsWebAuthn() && (
        <button type="button" className="btn btn-outline mt-3 w-full py-2.5" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
          <Fingerprint className="h-4 w-4" aria-hidden="true" /> {passkey.isPending ? m.auth_passkey_waiting({}, locale) : m.auth_passkey_use({}, locale)}
        </button>
      )}
      {/* Someone who has just set their password has an account and a verified address. */}
      {!passwordJustSet && (
        <div className="mt-8 space-y-2 text-sm text-muted">
          <p>
            {m.auth_new_here({}, locale)}{' '}
            <AuthLink to={withReturnPath(to('/register'), params.get('redirect'))}>{m.auth_create_account_link({}, locale)}</AuthLink>
          </p>
          <p>
            {m.auth_no_code_email({}, locale)} <AuthLink to={to('/resend-verification')}>{m.auth_resend_email_link({}, locale)}</AuthLink>
          </p>
        </div>
      )}
    </>
  );
}
