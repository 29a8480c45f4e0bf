import { useState } from 'react';
import { Hourglass } from 'lucide-react';
import { countOf, formatDate, ROUND_PAGE_MESSAGES } from '@app/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { CardSection } from '../../ui/CardSection';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/Toaster';
import { useLeaveWaitlist, useMyWaitlist } from './api';

/** The portfolio's waiting list: the investor's entries (GET /investor/waitlist), each with a "Leave" button. */
export function MyWaitlist() {
  const waitlist = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const [leaving, setLeaving] = useState<{ roundId: string; roundName: string } | null>(null);
  // Not on a list, or the list is not there to read: nothing to show but a quiet note.
  if (waitlist.isPending) return null;
  if (waitlist.isError) {
    const missing = waitlist.error instanceof ApiError && waitlist.error.status === 404;
    if (missing) return null;
    return (
      <CardSection id="waitlist-heading" title="Waiting lists">
        <p className="mt-1 text-sm text-red-800" role="alert">
          {errorMessage(waitlist.error, ROUND_PAGE_MESSAGES.waitlistFailed)}
        </p>
      </CardSection>
    );
  }
  if (waitlist.data.length === 0) return null;
  return (
    <CardSection id="waitlist-heading" title="Waiting lists">
      <p className="mt-1 text-sm text-muted">Rounds that were fully funded when you asked. If units come free we email you, in the order people joined.</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {waitlist.data.map((entry) => (
          <li key={entry.roundId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex items-start gap-3">
              <Hourglass className="mt-0.5 h-5 w-5 shrink-0 text-earth-600" aria-hidden="true" />
              <div>
                <p className="font-semibold text-forest-900">
                  {entry.planTitle}: {entry.roundName}
                </p>
                <p className="text-sm text-muted">
                  {countOf(entry.units, { one: 'unit', other: 'units' })} wanted · joined {formatDate(entry.createdAt)}
                </p>
              </div>
            </div>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setLeaving({ roundId: entry.roundId, roundName: entry.roundName })}>
              Leave<span className="sr-only"> the waiting list of {entry.roundName}</span>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title="Leave the waiting list?"
        message={`You will not be told if units of ${leaving?.roundName ?? 'this round'} come free.`}
        confirmLabel="Leave"
        busy={leave.isPending}
        onConfirm={() => {
          if (!leaving) return;
          leave.mutate(leaving.roundId, {
            onSuccess: (body) => {
              toast.success(body?.message || ROUND_PAGE_MESSAGES.waitlistLeft);
              setLeaving(null);
            },
            onError: (error) => toast.error(errorMessage(error, ROUND_PAGE_MESSAGES.waitlistFailed)),
          });
        }}
      />
    </CardSection>
  );
}
