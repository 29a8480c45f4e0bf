import { useState } from 'react';
import { useParams } from 'react-router';
import { FileDown } from 'lucide-react';
import {
  INVESTMENT_MESSAGES,
  INVESTOR_CANCELLABLE,
  MATURITY_CHOICE_LABELS,
  ROUND_MESSAGES,
  effectiveMaturityChoice,
  formatDate,
  rolloverFact,
  type BankTransferDetails,
  type Investment,
  type InvestmentDetail,
  type InvestorFarm,
} from '@app/contract';
import { apiUrl, errorMessage } from '../../lib/api';
import { CycleUpdates, type InvestorCycle } from '../cycles/CycleUpdates';
import { FarmReport } from '../field/FarmReport';
import { useInvestorFarm } from '../field/review-api';
import { CycleAccountTable } from '../cycles/CycleAccountTable';
import { useInvestmentAccount } from '../cycles/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { formatDuration } from '../public/format';
import { useCancelInvestment, useMyInvestment } from './api';
import { BankTransferCard, Facts, InvestmentBadge, InvestmentProgress, InvestorRiskWarning, LedgerFigures, Timeline, money } from './bits';
import { AgreementSummary } from '../agreements/Agreement';
import { MaturityChoice } from './MaturityChoice';
import { LateMoney } from './LateMoney';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** What the server reads for the page (routes/portfolio/investment.tsx): the investment, and the farm and its updates when it ran there. */
export type InvestmentPageData = {
  investment: InvestmentDetail;
  bankTransfer: BankTransferDetails | null;
  farm: InvestorFarm | null;
  cycle: InvestorCycle | null;
};

/**
 * The investor's investment, first drawn from what the server read (so the farm report, its charts and
 * tables, and the updates are in the HTML), then kept fresh by the browser's queries.
 */
export function InvestmentPage({ initial }: { initial: InvestmentPageData }) {
  const { id = '' } = useParams();
  const query = useMyInvestment(id, { investment: initial.investment, bankTransfer: initial.bankTransfer });
  const cancel = useCancelInvestment();
  const [confirming, setConfirming] = useState(false);
  const matured = query.data?.investment.actualProfit !== null && query.data?.investment.actualProfit !== undefined;
  const account = useInvestmentAccount(id, Boolean(query.data?.investment.cycleId) && matured);
  // A cancelled request never ran: the farm and its updates are not its own.
  const ranOnFarm = Boolean(query.data?.investment.cycleId) && query.data?.investment.status !== 'cancelled';
  const farm = useInvestorFarm(id, ranOnFarm, initial.farm ?? undefined);
  if (query.isPending) return <Loader label="Loading the investment..." />;
  if (query.isError) return <ErrorNotice>{errorMessage(query.error, INVESTMENT_MESSAGES.notFound)}</ErrorNotice>;
  const { investment, bankTransfer } = query.data;
  const currency = investment.plan.currency;
  const cancelled = investment.status === 'cancelled';
  return (
    <div className="space-y-6">
      <InvestorRiskWarning />
      <BackLink to="/portfolio">My portfolio</BackLink>
      <PageHeader
        title={investment.plan.title}
        description={`Reference ${investment.reference}`}
        actions={
          <>
            <InvestmentBadge status={investment.status} />
            <a href={apiUrl(`/investor/investments/${investment.id}/statement.pdf`)} download className="btn btn-outline btn-sm">
              <FileDown className="h-4 w-4" aria-hidden="true" /> Download statement (PDF)
            </a>
          </>
        }
      />
      <section className="card space-y-5 p-5 sm:p-6" aria-label="Summary">
        <InvestmentProgress investment={investment} timeline={investment.timeline} />
        <PaymentDueLine investment={investment} lateMoney={Boolean(investment.lateMoney)} />
        <Facts
          rows={[
            ['Units', investment.units],
            ['Amount', money(investment.amount, currency)],
            ['Per unit', `${money(investment.plan.amountPerUnit, currency)} (profit ${money(investment.plan.profitPerUnit, currency)})`],
            ['Expected profit', money(investment.expectedProfit, currency)],
            // A cancelled request never starts, earns or matures: its dates are the request and the cancelling.
            ...(cancelled
              ? ([
                  ['Cycle length', formatDuration(investment.plan)],
                  ['Requested', formatDate(investment.requestedAt)],
                  ['Cancelled', formatDate(investment.cancelledAt)],
                ] as [string, string][])
              : ([
                  ['Actual profit', investment.actualProfit === null ? 'When the cycle ends' : money(investment.actualProfit, currency)],
                  ['Cycle length', formatDuration(investment.plan)],
                  ['Requested', formatDate(investment.requestedAt)],
                  ['Started', investment.startedAt ? formatDate(investment.startedAt) : 'When your payment arrives'],
                  ['Expected maturity', formatDate(investment.expectedMaturityAt)],
                  ['Paid out', formatDate(investment.paidAt)],
                  ['At maturity', MATURITY_CHOICE_LABELS[effectiveMaturityChoice(investment.maturityChoice)]],
                  ...(investment.rollover ? [rolloverFact(investment.rollover, currency)] : []),
                ] as [string, string][])),
          ]}
        />
      </section>
      <LateMoney investment={investment} />
      {account.data && (
        <section className="card p-5 sm:p-6" aria-label="The cycle’s account">
          <CycleAccountTable
            account={account.data.account}
            share={account.data.share}
            caption={`The account of ${account.data.cycle.name}, closed on ${formatDate(account.data.cycle.closedOn)}`}
          />
        </section>
      )}
      <MaturityChoice investment={investment} />
      <section className="card space-y-3 p-5 sm:p-6" aria-labelledby="money-heading">
        <h2 id="money-heading" className="font-display text-lg font-semibold text-forest-900">
          Your money
        </h2>
        <LedgerFigures investment={investment} />
      </section>
      <AgreementSummary agreement={investment.agreement} downloadPath={`/investor/investments/${investment.id}/agreement`} />
      {bankTransfer && investment.status !== 'cancelled' && !investment.lateMoney && (
        <BankTransferCard bank={bankTransfer} reference={investment.reference} amount={money(investment.amount, currency)} />
      )}
      {ranOnFarm && farm.data && <FarmReport farm={farm.data} />}
      {ranOnFarm && investment.cycleId && <CycleUpdates cycleId={investment.cycleId} initial={initial.cycle ?? undefined} />}
      <section aria-labelledby="timeline-heading" className="card p-5 sm:p-6">
        <h2 id="timeline-heading" className="mb-4 font-display text-lg font-semibold text-forest-900">
          Timeline
        </h2>
        <Timeline events={investment.timeline} />
      </section>
      {INVESTOR_CANCELLABLE.includes(investment.status) && (
        <div className="flex justify-end">
          <button type="button" className="btn btn-outline text-red-700" onClick={() => setConfirming(true)}>
            Cancel this request
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this investment request?"
        message={`Reference ${investment.reference}. If you have already sent money, contact us instead so we can return it.`}
        confirmLabel={INVESTMENT_MESSAGES.cancelConfirm}
        dismissLabel={INVESTMENT_MESSAGES.cancelKeep}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(investment.id, { onSettled: () => setConfirming(false), onSuccess: () => query.refetch() })}
      />
    </div>
  );
}

/** While the money is awaited, the day the request's units are held until (issue 48: paymentDueOn). */
function PaymentDueLine({ investment, lateMoney }: { investment: Pick<Investment, 'status' | 'paymentDueOn'>; lateMoney: boolean }) {
  // Money that came after its round closed is no longer due: the late-money panel says what it waits for.
  if (lateMoney || !investment.paymentDueOn || !AWAITING_PAYMENT.includes(investment.status)) return null;
  return (
    <p className="rounded-xl border border-wheat-300 bg-wheat-50 px-4 py-3 text-sm font-semibold text-forest-900">
      {ROUND_MESSAGES.paymentDue(investment.paymentDueOn)}
    </p>
  );
}
const AWAITING_PAYMENT: readonly string[] = ['requested', 'contacted', 'awaiting_payment'];
