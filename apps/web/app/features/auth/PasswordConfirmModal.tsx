import { useState, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { Field } from '../../ui/Field';
import { PasswordInput } from './form-bits';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formId: string;
  title: string;
  passwordLabel: string;
  actionLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends the change with the password (or code); a refusal shows under the field, in `failure`'s words when the server gives none. */
  confirm: (password: string) => Promise<unknown>;
  /** Asks for a code from the authenticator app or a recovery code instead of the password. */
  asksForCode?: boolean;
  failure: string;
  /** What the change does, above the field. */
  children?: ReactNode;
};

/**
 * The small modal that asks for the account's password (or a second-factor code) before a change
 * that cannot be taken back lightly (turning off two-factor sign-in, deleting the account). The
 * field starts empty each time it opens.
 */
export function PasswordConfirmModal({
  open,
  onOpenChange,
  formId,
  title,
  passwordLabel,
  actionLabel,
  busyLabel,
  busy,
  confirm,
  failure,
  asksForCode = false,
  children,
}: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <ModalFormActions formId={formId} tone="danger" busy={busy} submitLabel={actionLabel} busyLabel={busyLabel} onCancel={() => onOpenChange(false)} />
      }
    >
      {children}
      <PasswordForm formId={formId} label={passwordLabel} confirm={confirm} failure={failure} asksForCode={asksForCode} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so its password and error go when it closes. */
function PasswordForm({ formId, label, confirm, failure, asksForCode }: Pick<Props, 'formId' | 'confirm' | 'failure' | 'asksForCode'> & { label: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const missing = asksForCode ? AUTH_MESSAGES.twoFactorDisableCodeRequired : AUTH_MESSAGES.passwordRequired();
  return (
    <form
      method="post"
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!password.trim()) setError(missing);
        else confirm(password.trim()).catch((failed: unknown) => setError(errorMessage(failed, failure)));
      }}
    >
      <Field label={label} error={error} required hint={asksForCode ? 'The 6-digit code, or one of your recovery codes.' : undefined}>
        {(field) =>
          asksForCode ? (
            <input
              {...field}
              className="input max-w-56 font-mono tracking-wider"
              autoComplete="one-time-code"
              maxLength={32}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <PasswordInput {...field} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          )
        }
      </Field>
    </form>
  );
}
