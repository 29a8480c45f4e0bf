import { useState } from 'react';
import { APPROVAL_KIND_LABELS, type Approval, formatStaffDateTime } from '@app/contract';
import type { QueryKey } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { useInvalidate } from '../../ui/admin/query';
import { useShellUser } from '../admin-shell/useShellUser';

/**
 * A request waiting for a second admin (four eyes), on its subject's page: another admin approves
 * (which carries the action out) or rejects it; the admin who asked may withdraw it.
 */
export function ApprovalPanel({ approval, refresh }: { approval: Approval; refresh: QueryKey }) {
  const user = useShellUser();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const own = user?.id === approval.requestedBy;
  const decide = async (action: 'approve' | 'reject' | 'withdraw') => {
    setBusy(true);
    try {
      const answer = await api.post<{ message: string }>(`/approvals/${approval.id}/${action}`);
      toast.success(answer.message);
      await invalidate(refresh);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to decide the request'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl border border-orange-200 bg-orange-50 p-5 text-orange-950" aria-labelledby="approval-heading">
      <h2 id="approval-heading" className="font-display text-lg font-semibold">
        {APPROVAL_KIND_LABELS[approval.kind]}: waiting for a second admin
      </h2>
      <p className="mt-2 text-sm">{approval.summary}</p>
      <p className="mt-1 text-sm">
        Asked by {approval.requestedByName} on {formatStaffDateTime(approval.requestedAt)}.{' '}
        {own ? 'Another admin must approve or reject it; you can withdraw it.' : 'Nothing changes until you approve it.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {own ? (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => decide('withdraw')}>
            Withdraw request
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => decide('approve')}>
              Approve
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => decide('reject')}>
              Reject
            </button>
          </>
        )}
      </div>
    </section>
  );
}
