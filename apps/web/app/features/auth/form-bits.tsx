import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff } from 'lucide-react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES, RESEND_VERIFICATION_COOLDOWN_S } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useHydrated } from '../../lib/hydration';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/Toaster';
import { passwordStrength, PASSWORD_CRITERIA } from './password-strength';

/** Heading block of an auth card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl">{title}</h1>
      {children && <p className="mt-2 text-base text-muted">{children}</p>}
    </div>
  );
}

/** The full-width submit of an auth card: `busyLabel` while the form is sent, and disabled until the page has hydrated. */
export function AuthSubmitButton({ label, busy, busyLabel, disabled = false }: { label: string; busy: boolean; busyLabel: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-primary w-full py-2.5" disabled={!hydrated || busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A link under an auth card to the next auth screen ("Back to sign in", "Create an account"). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-forest-700 hover:underline">
      {children}
    </Link>
  );
}

/** A password input with a show/hide toggle that keeps its accessible name. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  const locale = { locale: useLanguage() };
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`input pr-11 ${props.className ?? ''}`} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-forest-800"
        aria-label={visible ? m.auth_hide_password({}, locale) : m.auth_show_password({}, locale)}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
      </button>
    </div>
  );
}

/** The 6-digit code from an authenticator app: digits only, as turning on two-factor sign-in and changing the payout account both ask for it. */
export function AuthenticatorCodeInput({ code, onCode, ...field }: InputHTMLAttributes<HTMLInputElement> & { code: string; onCode: (code: string) => void }) {
  return (
    <input
      {...field}
      className="input max-w-40 text-center font-mono tracking-[0.3em]"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

/** Save and Cancel under a form that opens inside an account panel. */
export function PanelFormActions({
  label,
  busy,
  busyLabel,
  onCancel,
  className,
}: {
  label: string;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  className: string;
}) {
  const language = useLanguage();
  return (
    <div className={className}>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        {m.auth_cancel({}, { locale: language })}
      </button>
    </div>
  );
}

const STRENGTH_STYLES = {
  Weak: { bar: 'bg-red-600', text: 'text-red-700', word: m.auth_strength_weak },
  Fair: { bar: 'bg-orange-500', text: 'text-orange-700', word: m.auth_strength_fair },
  Good: { bar: 'bg-wheat-500', text: 'text-earth-600', word: m.auth_strength_good },
  Strong: { bar: 'bg-forest-600', text: 'text-forest-700', word: m.auth_strength_strong },
} as const;

/** The Weak/Fair/Good/Strong meter over the five criteria, with the checklist underneath. */
function PasswordStrengthMeter({ value }: { value: string }) {
  const { score, label } = passwordStrength(value);
  const style = STRENGTH_STYLES[label];
  const locale = { locale: useLanguage() };
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((step) => (
            <span key={step} className={`h-1.5 flex-1 rounded-full ${value && step <= score ? style.bar : 'bg-stone-200'}`} />
          ))}
        </div>
        {value && <span className={`text-xs font-semibold ${style.text}`}>{m.auth_strength({ label: style.word({}, locale) }, locale)}</span>}
      </div>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = criterion.test(value);
          return (
            <li key={criterion.key} className={met ? 'text-forest-700' : 'text-muted'}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {criterion.label({}, locale)}
              <span className="sr-only">{met ? m.auth_criterion_met({}, locale) : m.auth_criterion_not_met({}, locale)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A new password's field: the input with its show/hide toggle and the strength meter under it (registering, setting and changing a password). */
export function NewPasswordField({
  label,
  error,
  registration,
  value,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  value?: string;
}) {
  return (
    <Field label={label} error={error} required>
      {(field) => (
        <>
          <PasswordInput {...field} {...registration} autoComplete="new-password" />
          <PasswordStrengthMeter value={value ?? ''} />
        </>
      )}
    </Field>
  );
}

/** Puts a 400's `errors` map onto the form's fields; returns true when any field got one. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [key, message] of Object.entries(error.errors)) {
    if (fields.includes(key)) {
      setError(key as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/**
 * A cooldown that survives reloads (end time in localStorage under `key`): returns the seconds left
 * and a function that starts it.
 */
export function useCooldown(key: string, seconds: number) {
  const storageKey = `cooldown:${key}`;
  const [endsAt, setEndsAt] = useState<number>(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const stored = Number(window.localStorage.getItem(storageKey) ?? 0);
    if (stored > Date.now()) setEndsAt(stored);
  }, [storageKey]);
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1_000));
  const start = (forSeconds: number = seconds) => {
    const end = Date.now() + forSeconds * 1_000;
    window.localStorage.setItem(storageKey, String(end));
    setNow(Date.now());
    setEndsAt(end);
  };
  return { left, start };
}

/**
 * Asks for a new verification code, shared by the verify and resend screens so both keep one
 * cooldown: started on success, and set from the server's own remaining time when it refuses.
 */
export function useResendVerification() {
  const language = useLanguage();
  const cooldown = useCooldown('resend-verification', RESEND_VERIFICATION_COOLDOWN_S);
  const send = async (email: string, returnPath?: string | null): Promise<boolean> => {
    try {
      const body = await api.post<{ message?: string }>('/auth/resend-verification', { email, ...(returnPath ? { returnPath } : {}) }, { noRefresh: true });
      toast.success(body.message ?? AUTH_MESSAGES.verificationResent);
      cooldown.start();
      return true;
    } catch (error) {
      const message = errorMessage(error, m.auth_resend_failed({}, { locale: language }));
      const seconds = waitSeconds(message);
      if (seconds) cooldown.start(seconds);
      toast.error(message);
      return false;
    }
  };
  return { secondsLeft: cooldown.left, send };
}

/** The seconds of a server answer such as 'Please wait 240 seconds before...', if any. */
export function waitSeconds(message: string): number | null {
  const match = /wait (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}

/** 3599 -> "59:59", 75 -> "1:15". */
export function formatCountdown(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * What confirms a change that could take the account (a new email, a passkey): the current
 * password, or the authenticator code when two-factor sign-in is on, as the server asks.
 */
export function IdentityProofField({
  usesCode,
  value,
  onChange,
  error,
}: {
  usesCode: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const locale = { locale: useLanguage() };
  return usesCode ? (
    <Field label={m.auth_identity_code({}, locale)} error={error} hint={m.auth_identity_hint({}, locale)} required>
      {(field) => <AuthenticatorCodeInput {...field} code={value} onCode={onChange} />}
    </Field>
  ) : (
    <Field label={m.auth_identity_password({}, locale)} error={error} hint={m.auth_identity_hint({}, locale)} required>
      {(field) => <PasswordInput {...field} autoComplete="current-password" value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** The body field an {@link IdentityProofField}'s value goes in. */
export const identityProof = (usesCode: boolean, value: string) => (usesCode ? { totpCode: value.trim() } : { password: value });
