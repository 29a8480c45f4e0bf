import { useState, type FormEvent } from 'react';
import { AlertTriangle, Clock, Landmark } from 'lucide-react';
import {
  PAYOUT_ACCOUNT_KIND_LABELS,
  PAYOUT_ACCOUNT_KINDS,
  PAYOUT_HOLD_HOURS,
  PAYOUT_MESSAGES,
  formatDate,
  formatDateTime,
  payeeNameNotice,
  payoutAccountSchema,
  toFieldErrors,
  type FieldErrors,
  type PayoutAccount,
  type PayoutAccountKind,
  type UserView,
} from '@app/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { AuthenticatorCodeInput, PanelFormActions, PasswordInput } from '../auth/form-bits';
import { useChangePayoutAccount, useMyPayoutAccount } from './api';
import { QueryState } from '../../ui/QueryState';
import { Panel } from '../../ui/Panel';

const EMPTY = { holderName: '', sortCode: '', accountNumber: '', iban: '', bic: '', password: '', totpCode: '' };
type Values = typeof EMPTY;

/** The investor's own words for a close or no match on the holder name (the save answer's message too). */
function PayeeNameNote({ account }: { account: PayoutAccount }) {
  const notice = account.nameHeld ? payeeNameNotice(account) : null;
  if (!notice) return null;
  return (
    <p className="mt-3 flex gap-2 rounded-lg border border-wheat-300 bg-wheat-50 px-3 py-2 text-sm text-earth-700">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{notice}</span>
    </p>
  );
}

/** The state of an account in words: on hold until a time, held for its name, or ready for payouts. */
export function PayoutHoldNote({ account }: { account: PayoutAccount }) {
  if (account.nameHeld && !account.onHoldUntil) return null;
  if (account.onHoldUntil)
    return (
      <p className="mt-3 flex gap-2 rounded-lg border border-wheat-300 bg-wheat-50 px-3 py-2 text-sm text-earth-700">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>New account: payouts wait until {formatDateTime(account.onHoldUntil)}, or until our team has confirmed it.</span>
      </p>
    );
  return (
    <p className="mt-3 text-sm text-forest-700">
      {account.confirmedAt ? `Confirmed by our team on ${formatDate(account.confirmedAt)}.` : 'Payouts go to this account.'}
    </p>
  );
}

/** The investor's payout account on their profile: shown masked; a change needs the password or the authenticator code. */
export function PayoutAccountPanel({ user }: { user: UserView }) {
  const query = useMyPayoutAccount();
  const change = useChangePayoutAccount();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PayoutAccountKind>('uk');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const usesCode = Boolean(user.twoFactorEnabled);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account =
      kind === 'uk'
        ? { kind, holderName: values.holderName, sortCode: values.sortCode, accountNumber: values.accountNumber }
        : { kind, holderName: values.holderName, iban: values.iban, bic: values.bic };
    const parsed = payoutAccountSchema.safeParse(account);
    const found: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    if (usesCode && !values.totpCode.trim()) found.totpCode = PAYOUT_MESSAGES.codeRequired;
    if (!usesCode && !values.password) found.password = PAYOUT_MESSAGES.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { ...account, ...(usesCode ? { totpCode: values.totpCode.trim() } : { password: values.password }) },
      {
        onSuccess: () => {
          setOpen(false);
          setValues(EMPTY);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(error.errors);
          else toast.error(errorMessage(error, 'Failed to save the payout account.'));
        },
      },
    );
  };

  const current = query.data?.current ?? null;
  const previous = query.data?.history.filter((entry) => !entry.current) ?? [];

  return (
    <Panel
      id="payout-title"
      title="Payout account"
      icon={<Landmark className="h-6 w-6 text-forest-600" aria-hidden="true" />}
      description="Where we pay your capital and profit share at the end of each cycle."
      action={
        !open && (
          <button
            type="button"
            className={current ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'}
            onClick={() => {
              setErrors({});
              setOpen(true);
            }}
          >
            {current ? 'Change account' : 'Add payout account'}
          </button>
        )
      }
    >
      <QueryState query={query} loading="Loading your payout account..." failure="Failed to load your payout account.">
        {() =>
          current ? (
            <div className="mt-4 rounded-xl border border-stone-200 p-4">
              <p className="font-medium text-ink">{current.holderName}</p>
              <p className="mt-1 font-mono text-sm text-ink">{current.masked}</p>
              {current.bic && <p className="mt-1 font-mono text-sm text-muted">BIC {current.bic}</p>}
              <p className="mt-1 text-xs text-muted">Added {formatDateTime(current.createdAt)}</p>
              <PayeeNameNote account={current} />
              <PayoutHoldNote account={current} />
            </div>
          ) : (
            !open && <p className="mt-4 text-sm text-ink">You have not given a payout account yet.</p>
          )
        }
      </QueryState>

      {open && (
        <form method="post" noValidate onSubmit={submit} className="mt-5 space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
          <fieldset>
            <legend className="label">Account type</legend>
            <div className="flex flex-wrap gap-4">
              {PAYOUT_ACCOUNT_KINDS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="payout-kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => {
                      setKind(option);
                      setErrors({});
                    }}
                  />
                  {PAYOUT_ACCOUNT_KIND_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label="Account holder name" error={errors.holderName} required>
            {(field) => <input {...field} className="input" autoComplete="name" value={values.holderName} onChange={set('holderName')} />}
          </Field>
          {kind === 'uk' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Sort code" error={errors.sortCode} hint="6 digits, for example 12-34-56" required>
                {(field) => (
                  <input {...field} className="input font-mono" inputMode="numeric" maxLength={8} value={values.sortCode} onChange={set('sortCode')} />
                )}
              </Field>
              <Field label="Account number" error={errors.accountNumber} hint="8 digits" required>
                {(field) => (
                  <input
                    {...field}
                    className="input font-mono"
                    inputMode="numeric"
                    maxLength={8}
                    value={values.accountNumber}
                    onChange={set('accountNumber')}
                  />
                )}
              </Field>
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <Field label="IBAN" error={errors.iban} required>
                {(field) => <input {...field} className="input font-mono uppercase" maxLength={42} value={values.iban} onChange={set('iban')} />}
              </Field>
              <Field label="BIC/SWIFT" error={errors.bic} hint="8 or 11 characters" required>
                {(field) => <input {...field} className="input font-mono uppercase" maxLength={14} value={values.bic} onChange={set('bic')} />}
              </Field>
            </div>
          )}
          {usesCode ? (
            <Field label="Code from your authenticator app" error={errors.totpCode} hint="Confirms that this change is yours." required>
              {(field) => <AuthenticatorCodeInput {...field} code={values.totpCode} onCode={(totpCode) => setValues((v) => ({ ...v, totpCode }))} />}
            </Field>
          ) : (
            <Field label="Your current password" error={errors.password} hint="Confirms that this change is yours." required>
              {(field) => <PasswordInput {...field} autoComplete="current-password" value={values.password} onChange={set('password')} />}
            </Field>
          )}
          <p className="text-sm text-muted">
            We email you about every change. For your safety, payouts to a new account wait {PAYOUT_HOLD_HOURS} hours unless our team confirms it sooner.
          </p>
          <PanelFormActions
            className="flex flex-wrap gap-2"
            label="Save payout account"
            busy={change.isPending}
            busyLabel="Saving..."
            onCancel={() => setOpen(false)}
          />
        </form>
      )}

      {previous.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-forest-700">Previous accounts ({previous.length})</summary>
          <ul className="mt-2 space-y-1">
            {previous.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 border-b border-stone-200 py-1.5">
                <span className="font-mono">{entry.masked}</span>
                <span className="text-muted">added {formatDate(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Panel>
  );
}
