import { useState } from 'react';
import { PAYOUT_ACCOUNT_KIND_LABELS, PAYOUT_MESSAGES, formatDateTime, payoutConfirmSchema, toFieldErrors, type PayoutAccount } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Modal, ModalActionFooter } from '../../ui/Modal';
import { PayoutHoldNote } from './PayoutAccountPanel';
import { PayeeNameBadge } from './PayeeNameBadge';
import { useConfirmPayoutAccount, useInvestorPayoutAccounts } from './api';
import { QueryState } from '../../ui/QueryState';
import { CardSection } from '../../ui/CardSection';
import { openWhileChosen } from '../../ui/openWhileChosen';

/** An investor's payout accounts in the back office: the current one (with its hold) and every earlier one. */
export function StaffPayoutAccounts({ userId }: { userId: string }) {
  const query = useInvestorPayoutAccounts(userId);
  const confirm = useConfirmPayoutAccount(userId);
  const [confirming, setConfirming] = useState<PayoutAccount | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  const submit = () => {
    const parsed = payoutConfirmSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(toFieldErrors(parsed.error).reason ?? PAYOUT_MESSAGES.reasonRequired);
    confirm.mutate(
      { id: confirming!.id, reason: parsed.data.reason },
      {
        onSuccess: () => setConfirming(null),
        onError: (error) => setReasonError(errorMessage(error, 'Failed to confirm the account')),
      },
    );
  };

  return (
    <CardSection id="payout-accounts-heading" title="Payout accounts">
      <QueryState query={query} loading="Loading payout accounts..." failure="Failed to load the payout accounts">
        {(accounts) =>
          accounts.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No payout account given yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-200">
              {accounts.map((account) => (
                <li key={account.id} className="py-3 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="font-medium text-ink">
                        {account.holderName}{' '}
                        <span className="font-normal text-muted">
                          · {PAYOUT_ACCOUNT_KIND_LABELS[account.kind]}
                          {account.current ? ' · current' : ''}
                        </span>
                      </p>
                      <p className="mt-0.5 font-mono">
                        {account.masked}
                        {account.bic ? ` · BIC ${account.bic}` : ''}
                      </p>
                      <p className="mt-0.5 text-xs text-muted">Added {formatDateTime(account.createdAt)}</p>
                      {account.nameCheck && account.nameCheck !== 'match' && (
                        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                          <PayeeNameBadge nameCheck={account.nameCheck} />
                          {account.nameSuggestion ? `Legal name: ${account.nameSuggestion}` : 'Not the investor’s legal name'}
                          {account.nameHeld ? ' · payouts wait for confirmation' : ''}
                        </p>
                      )}
                      {account.confirmedAt && (
                        <p className="mt-0.5 text-xs text-muted">
                          Confirmed {formatDateTime(account.confirmedAt)} by {account.confirmedBy}: {account.confirmReason}
                        </p>
                      )}
                    </div>
                    {(account.onHoldUntil || account.nameHeld) && (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => {
                          setReason('');
                          setReasonError('');
                          setConfirming(account);
                        }}
                      >
                        Confirm now
                      </button>
                    )}
                  </div>
                  {account.current && account.onHoldUntil && <PayoutHoldNote account={account} />}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Modal
        {...openWhileChosen(confirming, () => setConfirming(null))}
        title="Confirm this payout account now"
        description={
          confirming?.nameHeld
            ? 'The holder name is not the investor’s legal name: payouts wait until you confirm it. Say how you checked the account is theirs; the reason is logged and the investor is told.'
            : 'Payouts go to it at once instead of after the hold. Say how you checked the change with the investor; the reason is logged and the investor is told.'
        }
        footer={<ModalActionFooter onDismiss={() => setConfirming(null)} busy={confirm.isPending} onAction={submit} label="Confirm account" />}
      >
        <Field label="Reason" error={reasonError || undefined}>
          {(field) => <textarea {...field} className="input min-h-24" value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </Modal>
    </CardSection>
  );
}
