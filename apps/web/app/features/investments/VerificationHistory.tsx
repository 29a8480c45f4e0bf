import { useState } from 'react';
import {
  ID_DOCUMENT_CHECKS,
  ID_DOCUMENT_CHECK_LABELS,
  INVESTOR_MESSAGES,
  INVESTOR_PROFILE_EVENT_LABELS,
  INVESTOR_PROFILE_FIELD_LABELS,
  investorSuspensionSchema,
  toFieldErrors,
  type InvestorProfileEvent,
  type InvestorProfileField,
  formatStaffDateTime,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Modal, ModalActionFooter } from '../../ui/Modal';
import { TableHead } from '../../ui/TableHead';
import { useSuspension } from './api';
import { CardSection } from '../../ui/CardSection';

/** Each submission and review, newest first, with the fields that changed since the review before. */
export function VerificationHistory({ events }: { events: InvestorProfileEvent[] }) {
  return (
    <CardSection id="history-heading" title="Verification history">
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No submissions or reviews recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {events.map((event, index) => {
            const reviewedBefore = events.slice(index + 1).some((earlier) => earlier.kind === 'verified' || earlier.kind === 'rejected');
            const changed = Object.entries(event.changes) as [InvestorProfileField, { before: string | null; after: string | null }][];
            return (
              <li key={event.id} className="border-l-2 border-forest-100 pl-4">
                <p className="text-sm font-medium text-ink">
                  {INVESTOR_PROFILE_EVENT_LABELS[event.kind]}
                  <span className="ml-2 text-xs font-normal text-muted">
                    {formatStaffDateTime(event.createdAt)}
                    {event.actorName ? ` · ${event.actorName}` : ''}
                  </span>
                </p>
                {event.reason && <p className="mt-1 whitespace-pre-line text-sm text-muted">Reason: {event.reason}</p>}
                {event.checks && (
                  <ul className="mt-1 text-sm text-muted" aria-label="Checks on the ID document">
                    {ID_DOCUMENT_CHECKS.map((check) => (
                      <li key={check}>
                        {event.checks?.[check] ? '✓' : '✗'} {ID_DOCUMENT_CHECK_LABELS[check]}
                        <span className="sr-only">: {event.checks?.[check] ? 'yes' : 'no'}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {event.note && <p className="mt-1 whitespace-pre-line text-sm text-muted">Note: {event.note}</p>}
                {changed.length > 0 ? (
                  <div className="mt-2 overflow-x-auto break-words">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">Changes since the previous review</caption>
                      <TableHead
                        className="text-xs uppercase tracking-wide text-muted"
                        cellClassName="py-1 pr-3 font-medium"
                        columns={['Field', 'Before', { label: 'After', className: 'py-1 font-medium' }]}
                      />
                      <tbody className="divide-y divide-stone-100">
                        {changed.map(([field, change]) => (
                          <tr key={field}>
                            <th scope="row" className="py-1 pr-3 font-medium text-ink">
                              {INVESTOR_PROFILE_FIELD_LABELS[field]}
                            </th>
                            <td className="py-1 pr-3 text-muted line-through decoration-stone-400">{change.before ?? '—'}</td>
                            <td className="py-1 text-ink">{change.after ?? '—'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : (
                  event.kind === 'submitted' && (
                    <p className="mt-1 text-xs text-muted">{reviewedBefore ? 'No changes since the last review.' : 'First submission.'}</p>
                  )
                )}
              </li>
            );
          })}
        </ol>
      )}
    </CardSection>
  );
}

/** Suspend a verified investor with a reason the investor is mailed. */
export function SuspendDialog({ userId, open, onOpenChange }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const suspension = useSuspension(userId);
  return (
    <InvestorReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Suspend this investor"
      description="They cannot place new investment requests until you reinstate them. Their existing investments are not affected. The reason is emailed to them."
      label="Suspend and email the investor"
      busyLabel="Suspending..."
      tone="danger"
      busy={suspension.isPending}
      parse={(reason) => {
        const parsed = investorSuspensionSchema.safeParse({ reason });
        return parsed.success ? parsed.data : { refused: toFieldErrors(parsed.error).reason ?? INVESTOR_MESSAGES.suspendReasonRequired };
      }}
      send={(reason) => suspension.mutateAsync(reason)}
      failure="Failed to suspend the investor"
    />
  );
}

/**
 * A decision emailed to the investor with its reason (reject, suspend): the reason, checked by `parse`
 * before `send`; a refusal, before or after sending, shows under it. Once sent the dialog closes empty.
 */
export function InvestorReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  busyLabel,
  tone,
  busy,
  parse,
  send,
  failure,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** The reason as it is sent, or why it is refused. */
  parse: (reason: string) => { reason: string } | { refused: string };
  send: (reason: string) => Promise<unknown>;
  failure: string;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    const parsed = parse(reason);
    if ('refused' in parsed) return setError(parsed.refused);
    try {
      await send(parsed.reason);
      setReason('');
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, failure));
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={<ModalActionFooter onDismiss={() => onOpenChange(false)} busy={busy} onAction={submit} label={label} busyLabel={busyLabel} tone={tone} />}
    >
      <InvestorReasonField
        value={reason}
        error={error}
        onChange={(text) => {
          setReason(text);
          setError('');
        }}
      />
    </Modal>
  );
}

/** The reason a reject or suspend decision emails to the investor. */
function InvestorReasonField({ value, error, onChange }: { value: string; error: string; onChange: (text: string) => void }) {
  return (
    <Field label="Reason" error={error || undefined}>
      {(field) => <textarea {...field} className="input min-h-28" maxLength={1000} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
