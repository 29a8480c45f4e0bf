import type { ReactNode } from 'react';
import { Modal, ModalActionFooter, type DismissLabel } from './Modal';

/** A yes/no confirmation on top of Modal, for deletes and other irreversible actions. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Delete',
  dismissLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  dismissLabel?: DismissLabel;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  /** Optional preview of what is affected (an image, an excerpt). */
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <ModalActionFooter
          onDismiss={() => onOpenChange(false)}
          dismissLabel={dismissLabel}
          dismissDisabled={busy}
          busy={busy}
          busyLabel="Working..."
          onAction={onConfirm}
          label={confirmLabel}
          tone={tone}
        />
      }
    >
      <p className="text-sm text-ink">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </Modal>
  );
}
