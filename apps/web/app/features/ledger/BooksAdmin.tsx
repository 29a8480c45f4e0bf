import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Scale } from 'lucide-react';
import {
  BOOKS_CHECK_RULES,
  RECONCILIATION_GROUPINGS,
  RECONCILIATION_GROUPING_LABELS,
  countOf,
  formatDate,
  formatDateTime,
  formatMoney,
  type BankStatement,
  type BankTie,
  type BooksDifference,
  type ReconciliationGrouping,
  type ReconciliationRow,
  staffInvestmentPath,
} from '@app/contract';
import { apiUrl, errorMessage } from '../../lib/api';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { useBankStatements, useBooksCheck, useReconciliation, useRunBooksCheck } from './api';
import { Badge } from '../../ui/Badge';
import { ListSection } from './ListSection';
import { usePageInRange } from '../../ui/admin/ListPager';
import { QueryState } from '../../ui/QueryState';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';

/** The books: the latest books check (daily, or run here) and the reconciliation report. */
export function BooksAdmin() {
  return (
    <div className="space-y-6">
      <PageHeader title="Books" description="Whether the ledger agrees with the investments, and where the money is." />
      <BooksCheckCard />
      <ReconciliationCard />
      <BankTieCard />
    </div>
  );
}

const money = (pence: number) => formatMoney(pence, 'GBP');

function BooksCheckCard() {
  const latest = useBooksCheck();
  const run = useRunBooksCheck();
  const columns: Column<BooksDifference>[] = [
    { key: 'rule', header: 'Rule', cell: (row) => BOOKS_CHECK_RULES[row.rule] },
    {
      key: 'subject',
      header: 'Where',
      cell: (row) =>
        row.investmentId ? (
          <Link to={staffInvestmentPath(row.investmentId)} className="font-mono text-xs font-semibold text-forest-800 hover:underline">
            {row.subject}
          </Link>
        ) : row.cycleId && row.rule === 'cycle_profit' ? (
          <Link to={`/admin/cycles/${row.cycleId}`} className="font-medium text-forest-800 hover:underline">
            {row.subject}
          </Link>
        ) : (
          row.subject
        ),
    },
    { key: 'message', header: 'Difference', cell: (row) => row.message },
    { key: 'expected', header: 'Expected', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => money(row.expected) },
    { key: 'actual', header: 'Ledger', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => money(row.actual) },
  ];
  const data = latest.data;
  return (
    <section className="card space-y-4 p-5" aria-labelledby="books-check-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="books-check-heading" className="font-display text-lg font-semibold text-forest-900">
            Books check
          </h2>
          <p className="text-sm text-muted">
            Runs every day. Each investment’s ledger against its status, each closed cycle’s profit against its investors’ share, and money in minus money out
            against money held per plan and cycle.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.isPending}
          onClick={() => run.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, 'Failed to run the books check')) })}
        >
          <Scale className="h-4 w-4" aria-hidden="true" /> {run.isPending ? 'Checking...' : 'Run the books check'}
        </button>
      </div>
      <QueryState query={latest} loading="Loading the latest books check..." failure="Error fetching the books check">
        {() =>
          !data ? (
            <p className="text-sm text-muted">The books have not been checked yet.</p>
          ) : (
            <>
              <p
                role="status"
                className={
                  data.differenceCount === 0
                    ? 'rounded-lg bg-forest-50 px-4 py-3 text-sm text-forest-900'
                    : 'rounded-lg bg-orange-50 px-4 py-3 text-sm text-earth-700'
                }
              >
                <strong>{data.differenceCount === 0 ? 'Clean.' : `${countOf(data.differenceCount, { one: 'difference', other: 'differences' })}.`}</strong>{' '}
                Checked {formatDateTime(data.ranAt)} {data.trigger === 'daily' ? '(daily check)' : `by ${data.actorName ?? 'staff'}`}.
              </p>
              {data.differenceCount > 0 && (
                <DataTable
                  caption="Books-check differences"
                  columns={columns}
                  rows={data.differences}
                  rowKey={(row) => `${row.rule}:${row.subject}:${row.message}`}
                />
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function ReconciliationCard() {
  const [by, setBy] = useState<ReconciliationGrouping>('plan');
  const report = useReconciliation(by);
  const columns: Column<ReconciliationRow>[] = [
    { key: 'label', header: RECONCILIATION_GROUPING_LABELS[by].replace('Per ', '').replace(/^./, (c) => c.toUpperCase()), cell: (row) => row.label },
    { key: 'in', header: 'Money in', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => formatMoney(row.moneyIn, row.currency) },
    { key: 'profit', header: 'Profit', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => formatMoney(row.profit, row.currency) },
    { key: 'out', header: 'Money out', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => formatMoney(row.moneyOut, row.currency) },
    {
      key: 'held',
      header: by === 'month' ? 'Held at month end' : 'Held',
      className: 'text-right tabular-nums whitespace-nowrap font-semibold',
      cell: (row) => formatMoney(row.held, row.currency),
    },
  ];
  return (
    <section className="card space-y-4 p-5" aria-labelledby="reconciliation-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reconciliation-heading" className="font-display text-lg font-semibold text-forest-900">
          Reconciliation
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ToggleGroup label="Group the report" options={toggleOptions(RECONCILIATION_GROUPINGS, RECONCILIATION_GROUPING_LABELS)} value={by} onChange={setBy} />
          <a href={apiUrl('/ledger/reconciliation.csv', { by })} className="btn btn-outline btn-sm" download>
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
        </div>
      </div>
      <DataTable
        caption={`Reconciliation ${RECONCILIATION_GROUPING_LABELS[by].toLowerCase()}`}
        columns={columns}
        rowKey={(row) => `${row.key}:${row.currency}`}
        {...queryTableState(report, 'Loading the report...', 'Error fetching the report')}
        empty={<EmptyState title="No money recorded yet" hint="Payments, profit and payouts appear here as they are recorded." />}
      />
    </section>
  );
}

/** "Ties", or the break and its difference, or "Not given" when a balance is missing. */
function TieBadge({ difference, currency }: { difference: number | null; currency: BankTie['currency'] }) {
  if (difference === null) return <Badge tone="gray">Not given</Badge>;
  if (difference === 0) return <Badge tone="green">Ties</Badge>;
  return <Badge tone="red">Break: {formatMoney(difference, currency)}</Badge>;
}

/** Whether a statement starts where the account's previous one ended: a gap is a period no imported statement shows. */
function FollowsBadge({ statement }: { statement: BankStatement }) {
  if (statement.gap === null)
    return <Badge tone="gray">{statement.previousClosing === null && statement.openingBalance !== null ? 'No earlier statement' : 'Not given'}</Badge>;
  if (statement.gap === 0) return <Badge tone="green">Follows on</Badge>;
  return <Badge tone="red">Gap: {formatMoney(statement.gap, statement.currency)}</Badge>;
}

const given = (pence: number | null, currency: BankTie['currency']) => (pence === null ? 'Not given' : formatMoney(pence, currency));

/** One currency's bank against the report: from the earliest opening balance to the expected closing, and the bank's closing beside it. */
function TieTable({ tie }: { tie: BankTie }) {
  const rows: [string, string][] = [
    ['Opening balance (earliest statement)', given(tie.openingBalance, tie.currency)],
    ['Money in (report)', formatMoney(tie.moneyIn, tie.currency)],
    ['Money out (report)', formatMoney(-tie.moneyOut, tie.currency)],
    ['Ledger money on no statement', formatMoney(-tie.notOnStatements, tie.currency)],
    ['Statement lines not in the ledger (ignored or to review)', formatMoney(tie.notInLedger, tie.currency)],
    ['Expected closing balance', given(tie.expectedClosing, tie.currency)],
    ['Closing balance (latest statement)', given(tie.closingBalance, tie.currency)],
  ];
  return (
    <table className="w-full max-w-xl text-sm">
      <caption className="py-2 text-left font-semibold text-forest-900">
        {tie.currency}: <TieBadge difference={tie.difference} currency={tie.currency} />
      </caption>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={label} className={index === 5 || index === 6 ? 'border-t border-forest-100 font-semibold' : undefined}>
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              {label}
            </th>
            <td className="py-1 text-right tabular-nums whitespace-nowrap">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The bank statements against the bank's balances, and the report's totals against the accounts' closing balance. */
function BankTieCard() {
  const [page, setPage] = useState(1);
  const statements = useBankStatements(page);
  usePageInRange(statements.data?.pagination, setPage);
  const columns: Column<BankStatement>[] = [
    {
      key: 'statement',
      header: 'Statement',
      cell: (row) => (
        <span className="block min-w-[10rem] break-words">
          {row.filename}
          <span className="block text-xs text-muted">{row.bankAccountName}</span>
        </span>
      ),
    },
    {
      key: 'period',
      header: 'Period',
      cell: (row) =>
        row.firstDate && row.lastDate ? (
          <>
            <span className="whitespace-nowrap">{formatDate(row.firstDate)}</span> to <span className="whitespace-nowrap">{formatDate(row.lastDate)}</span>
          </>
        ) : (
          '—'
        ),
    },
    { key: 'opening', header: 'Opening', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => given(row.openingBalance, row.currency) },
    {
      key: 'lines',
      header: 'Lines',
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (row) => (
        <>
          {formatMoney(row.linesTotal, row.currency)}
          <span className="block text-xs text-muted">{countOf(row.lineCount, { one: 'line', other: 'lines' })}</span>
        </>
      ),
    },
    { key: 'closing', header: 'Closing', className: 'text-right tabular-nums whitespace-nowrap', cell: (row) => given(row.closingBalance, row.currency) },
    {
      key: 'check',
      header: 'Lines add up',
      cell: (row) => (
        <span className="whitespace-nowrap">
          <TieBadge difference={row.difference} currency={row.currency} />
        </span>
      ),
    },
    {
      key: 'follows',
      header: 'Follows the previous',
      cell: (row) => (
        <span className="whitespace-nowrap">
          <FollowsBadge statement={row} />
        </span>
      ),
    },
  ];
  const ties = statements.data?.ties ?? [];
  return (
    <section className="card space-y-4 p-5" aria-labelledby="bank-tie-heading">
      <div>
        <h2 id="bank-tie-heading" className="font-display text-lg font-semibold text-forest-900">
          Against the bank
        </h2>
        <p className="text-sm text-muted">
          Each statement’s opening balance plus its lines should make its closing balance (lines add up), and its opening balance should be the closing balance
          of the account’s previous statement (follows the previous); and the report’s money in and out, with what no statement carries and the lines the ledger
          does not hold, should make the accounts’ latest closing balance.
        </p>
      </div>
      {ties.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-2">
          {ties.map((tie) => (
            <TieTable key={tie.currency} tie={tie} />
          ))}
        </div>
      )}
      <ListSection id="bank-statements-heading" title="Statements" pagination={statements.data?.pagination} onPage={setPage}>
        <DataTable
          caption="Bank statements and their balances"
          columns={columns}
          {...queryTableState(statements, 'Loading the statements...', 'Error fetching the statements')}
          empty={<EmptyState title="No statement imported yet" hint="Import the bank’s export on the bank statements page." />}
        />
      </ListSection>
    </section>
  );
}
