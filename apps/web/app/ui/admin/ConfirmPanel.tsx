import type { QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '@app/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { Modal, ModalFormActions, type DismissLabel } from '../Modal';
import { toast } from '../Toaster';
import { useInvalidate } from './query';

/**
 * The modal that confirms one staff action with the few fields it needs. Submitting sends it, toasts
 * `success` (or what it makes of the answer), refreshes `refresh` and closes. A refusal of one of
 * `fields` shows beside that field (renamed by `fieldOf` where the form's names differ from the
 * server's); any other failure toasts the server's message or `failure`.
 */
export function ConfirmPanel<R>({
  formId,
  title,
  description,
  submitLabel,
  busyLabel,
  fields,
  fieldOf = (name) => name,
  check,
  send,
  success,
  failure,
  refresh,
  onClose,
  className,
  disabled,
  tone,
  dismissLabel,
  children,
}: {
  formId: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  fields: readonly string[];
  fieldOf?: (serverName: string) => string;
  /** Refusals found before sending (a required reason, say). */
  check?: () => FieldErrors;
  send: () => Promise<R>;
  success: string | ((answer: R) => string);
  failure: string;
  refresh: QueryKey;
  onClose: () => void;
  className?: string;
  /** Submitting waits (a summary to confirm is still loading or failed). */
  disabled?: boolean;
  tone?: 'primary' | 'danger';
  dismissLabel?: DismissLabel;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const invalidate = useInvalidate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = check?.() ?? {};
    if (Object.keys(refused).length) return setErrors(refused);
    setBusy(true);
    setErrors({});
    try {
      const answer = await send();
      toast.success(typeof success === 'function' ? success(answer) : success);
      await invalidate(refresh);
      onClose();
    } catch (error) {
      const sent = Object.entries((error instanceof ApiError && error.errors) || {})
        .map(([name, message]) => [fieldOf(name), message] as const)
        .filter(([name]) => fields.includes(name));
      if (sent.length) setErrors(Object.fromEntries(sent));
      else toast.error(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      footer={
        <ModalFormActions
          formId={formId}
          busy={busy}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          onCancel={onClose}
          disabled={disabled}
          tone={tone}
          dismissLabel={dismissLabel}
        />
      }
    >
      <form method="post" id={formId} onSubmit={submit} noValidate className={className}>
        {children(errors)}
      </form>
    </Modal>
  );
}
