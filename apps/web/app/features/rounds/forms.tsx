import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { AUTH_MESSAGES, MAX_UNITS_PER_REQUEST, ROUND_PAGE_MESSAGES } from '@app/contract';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useHydrated } from '../../lib/hydration';
import { Field } from '../../ui/Field';
import { FormNoticeLine, type FormNotice } from '../../ui/FormNotice';

/**
 * What a failed call about rounds tells the visitor: the server's own words for a refusal it
 * explains (400, 409, 429), a network failure as such, and the form's fallback for anything else
 * (a 404 of an endpoint not there, a server failure): never a bare status.
 */
export function roundErrorText(error: unknown, fallback: string, tooMany: string = ROUND_PAGE_MESSAGES.alertTooMany) {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return errorMessage(error, fallback);
  if (error.status === 429) return error.message || tooMany;
  if (error.status === 400 || error.status === 409) return error.message || fallback;
  return fallback;
}

/** "Tell me when it opens": POST /round-alerts { planId, email }; the same answer whether or not the address was already on the list. */
export function RoundAlertForm({ planId, planTitle }: { planId: string; planTitle: string }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const value = email.trim();
    if (!value || !value.includes('@')) {
      setFieldError(value ? AUTH_MESSAGES.emailInvalid() : 'Enter your email address');
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const body = await api.post<{ message?: string }>('/round-alerts', { planId, email: value }, { noRefresh: true });
      setEmail('');
      setNotice({ tone: 'success', text: body?.message || ROUND_PAGE_MESSAGES.alertSent });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors?.email) setFieldError(error.errors.email);
      else setNotice({ tone: 'error', text: roundErrorText(error, ROUND_PAGE_MESSAGES.alertFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="round-alert-heading"
      className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="round-alert-heading" className="flex items-center gap-2 font-display text-lg font-semibold text-forest-900">
        <BellRing className="h-5 w-5 text-earth-600" aria-hidden="true" /> Tell me when it opens
      </h3>
      <p className="mt-1 text-sm text-muted">One email when a round of {planTitle} opens, with a link to stop them. Nothing else.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <Field label={ROUND_PAGE_MESSAGES.alertLabel} error={fieldError} required>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="input"
              />
            )}
          </Field>
        </div>
        <button type="submit" className="btn btn-primary py-2.5 sm:mt-6" disabled={!hydrated || busy}>
          {busy ? 'Sending...' : 'Tell me when it opens'}
        </button>
      </div>
      <FormNoticeLine notice={notice} spaced />
    </form>
  );
}

/**
 * A fully reserved round's waiting list: a signed-in investor gives the units they want
 * (POST /investor/rounds/:id/waitlist; a repeat changes the units); anyone else signs in first.
 */
export function WaitlistForm({ roundId, roundName, signedIn, returnPath }: { roundId: string; roundName: string; signedIn: boolean; returnPath: string }) {
  const hydrated = useHydrated();
  const [units, setUnits] = useState('1');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  if (!signedIn)
    return (
      <p className="mt-4 text-sm text-ink">
        Every unit is reserved. Units come free when a reservation is not paid in time.{' '}
        <Link to={`/login?redirect=${encodeURIComponent(returnPath)}`} className="font-semibold text-forest-700 underline underline-offset-2">
          {ROUND_PAGE_MESSAGES.waitlistSignIn}
        </Link>
        .
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const count = Number(units);
    if (!/^\d{1,7}$/.test(units.trim()) || count < 1 || count > MAX_UNITS_PER_REQUEST) {
      setFieldError(`Enter a whole number of units from 1 to ${MAX_UNITS_PER_REQUEST}`);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const body = await api.post<{ message?: string }>(`/investor/rounds/${encodeURIComponent(roundId)}/waitlist`, { units: count });
      setNotice({ tone: 'success', text: body?.message || ROUND_PAGE_MESSAGES.waitlistJoined });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors?.units) setFieldError(error.errors.units);
      else setNotice({ tone: 'error', text: roundErrorText(error, ROUND_PAGE_MESSAGES.waitlistFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={`Waiting list of ${roundName}`} className="mt-4 border-t border-forest-900/10 pt-4">
      <p className="text-sm text-ink">Every unit is reserved. Join the waiting list: if units come free we email you, in the order people joined.</p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Field label="Units you want" error={fieldError}>
          {(props) => (
            <input
              {...props}
              name="units"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_UNITS_PER_REQUEST}
              step={1}
              value={units}
              onChange={(event) => setUnits(event.target.value)}
              className="input max-w-32"
            />
          )}
        </Field>
        <button type="submit" className="btn btn-outline mt-6 py-2.5" disabled={!hydrated || busy}>
          {busy ? 'Sending...' : 'Join the waiting list'}
        </button>
      </div>
      <FormNoticeLine notice={notice} spaced />
    </form>
  );
}
