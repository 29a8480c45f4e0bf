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
  /** Sends the change with the password; a refusal shows under the field, in `failure`'s words when the server gives none. */
  confirm: (password: string) => Promise<unknown>;
  failure: string;
  /** What the change does, above the field. */
  children?: ReactNode;
};

/**
 * The small modal that asks for the account's password before a change that cannot be taken back
 * lightly (turning off two-factor sign-in, deleting the account). The password starts empty each
 * time it opens.
 */
export function PasswordConfirmModal({ open, onOpenChange, formId, title, passwordLabel, actionLabel, busyLabel, busy, confirm, failure, children }: Props) {
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
      <PasswordForm formId={formId} label={passwordLabel} confirm={confirm} failure={failure} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so its password and error go when it closes. */
function PasswordForm({ formId, label, confirm, failure }: Pick<Props, 'formId' | 'confirm' | 'failure'> & { label: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      method="post"
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) setError(AUTH_MESSAGES.passwordRequired);
        else confirm(password).catch((failed: unknown) => setError(errorMessage(failed, failure)));
      }}
    >
      <Field label={label} error={error} required>
        {(field) => <PasswordInput {...field} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />}
      </Field>
    </form>
  );
}
