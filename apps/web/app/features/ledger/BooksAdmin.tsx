import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Scale } from 'lucide-react';
import {
  BOOKS_CHECK_RULES,
  RECONCILIATION_GROUPINGS,
  RECONCILIATION_GROUPING_LABELS,
  countOf,
  formatDateTime,
  formatMoney,
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
import { useBooksCheck, useReconciliation, useRunBooksCheck } from './api';
import { QueryState } from '../../ui/QueryState';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';

/** The books: the latest books check (daily, or run here) and the reconciliation report. */
export function BooksAdmin() {
  return (
    <div className="space-y-6">
      <PageHeader title="Books" description="Whether the ledger agrees with the investments, and where the money is." />
      <BooksCheckCard />
      <ReconciliationCard />
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
