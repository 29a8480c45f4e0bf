import { ModalActions } from './Modal';

/**
 * The footer of a modal whose one action runs on a click (no form to submit): Cancel or Close, then the
 * action button, disabled while `busy` and saying `busyLabel` then if one is given.
 */
export function ModalActionFooter({
  onDismiss,
  dismissLabel,
  busy,
  onAction,
  label,
  busyLabel,
  tone = 'primary',
}: {
  onDismiss: () => void;
  dismissLabel?: 'Cancel' | 'Close';
  busy: boolean;
  onAction: () => void;
  label: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
}) {
  return (
    <ModalActions onDismiss={onDismiss} dismissLabel={dismissLabel}>
      <button type="button" className={`btn btn-${tone}`} disabled={busy} onClick={onAction}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </ModalActions>
  );
}
