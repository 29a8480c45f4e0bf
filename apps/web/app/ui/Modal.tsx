import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

/**
 * The one modal: focus is trapped and returned, Escape and the close button close it.
 * `size` sets the width; the body scrolls when taller than the screen.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const width = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' }[size];
  // Radix returns focus only to a Dialog.Trigger; our modals open from plain buttons, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] ${width} -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none`}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
            <div>
              <Dialog.Title className="font-display text-xl font-semibold text-forest-900">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
            </div>
            <Dialog.Close className="rounded-md p-1 text-muted hover:bg-stone-100" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-6 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The footer of a modal that holds a form: Cancel, and a submit button tied to the form by id. */
export function ModalFormActions({
  formId,
  busy,
  submitLabel,
  busyLabel = 'Saving...',
  onCancel,
  tone = 'primary',
  disabled = false,
  dismissLabel,
}: {
  formId: string;
  busy: boolean;
  /** The dismiss button's words where "Cancel" would read as the action (cancelling a round, say). */
  dismissLabel?: DismissLabel;
  /** Not yet submittable (what the form confirms is still loading). */
  disabled?: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel: () => void;
  tone?: 'primary' | 'danger';
}) {
  return (
    <ModalActions onDismiss={onCancel} dismissLabel={dismissLabel}>
      <button type="submit" form={formId} className={`btn btn-${tone}`} disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </ModalActions>
  );
}

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
  disabled = false,
  dismissDisabled,
}: {
  onDismiss: () => void;
  dismissLabel?: DismissLabel;
  /** Cancel too is off, for an action that must not be left halfway (a delete in flight). */
  dismissDisabled?: boolean;
  busy: boolean;
  onAction: () => void;
  label: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  /** Off while there is nothing to do yet (the choice is the current value); it is always off while busy. */
  disabled?: boolean;
}) {
  return (
    <ModalActions onDismiss={onDismiss} dismissLabel={dismissLabel} dismissDisabled={dismissDisabled}>
      <button type="button" className={`btn btn-${tone}`} disabled={busy || disabled} onClick={onAction}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </ModalActions>
  );
}

/**
 * The way out of a dialog without acting: Cancel or Close, or, where the action itself cancels
 * something, the words of what staying keeps ("Keep request" beside "Cancel request"), so two
 * buttons never both say Cancel.
 */
export type DismissLabel = 'Cancel' | 'Close' | `Keep ${string}`;

/** The usual modal footer: a quiet Cancel (or Close) that leaves without acting, then the dialog's own action button(s). */
export function ModalActions({
  onDismiss,
  dismissLabel = 'Cancel',
  dismissDisabled,
  children,
}: {
  onDismiss: () => void;
  dismissLabel?: DismissLabel;
  dismissDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={onDismiss} disabled={dismissDisabled}>
        {dismissLabel}
      </button>
      {children}
    </>
  );
}
