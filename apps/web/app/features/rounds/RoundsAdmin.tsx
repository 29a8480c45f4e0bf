import { Link, useSearchParams } from 'react-router';
import {
  CYCLE_STATUS_LABELS,
  CYCLE_STATUSES,
  countOf,
  formatMoney,
  formatStaffDate,
  groupDigits,
  staffRoundPath,
  type CycleStatus,
  type InvestmentPlan,
  type RoundAdmin,
} from '@app/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RecordOptions } from '../../ui/Options';
import { ListPager } from '../../ui/admin/ListPager';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';
import { useContentList } from '../../ui/admin/query';
import { contentKeys } from '../content-admin/keys';
import { useRoundsAdmin } from './api';

export const ROUND_STATUS_TONES: Record<CycleStatus, BadgeTone> = { funding: 'blue', running: 'green', closed: 'gray', cancelled: 'red' };

export const RoundStatusBadge = ({ status }: { status: CycleStatus }) => <Badge tone={ROUND_STATUS_TONES[status]}>{CYCLE_STATUS_LABELS[status]}</Badge>;

/** "5 / 2 / 5": reserved, paid and left, with thousands separators. */
export const unitFigures = (round: RoundAdmin) =>
  `${groupDigits(round.reservedUnits)} / ${groupDigits(round.paidUnits)} / ${groupDigits(round.progress.unitsLeft)}`;

/** The closing day and, once extended, the day it had before. */
export function ClosingDay({ round }: { round: Pick<RoundAdmin, 'fundingClosesOn' | 'fundingExtendedFrom'> }) {
  return (
    <>
      {formatStaffDate(round.fundingClosesOn)}
      {round.fundingExtendedFrom && <span className="block text-xs text-muted">extended from {formatStaffDate(round.fundingExtendedFrom)}</span>}
    </>
  );
}

export const waitlistText = (round: Pick<RoundAdmin, 'waitlistUnits' | 'waitlistCount'>) =>
  round.waitlistCount === 0
    ? 'None'
    : `${countOf(round.waitlistUnits, { one: 'unit', other: 'units' })} · ${countOf(round.waitlistCount, { one: 'investor', other: 'investors' })}`;

const columns: Column<RoundAdmin>[] = [
  {
    key: 'round',
    header: 'Round',
    cell: (round) => (
      <Link to={staffRoundPath(round.id)} className="font-semibold text-forest-800 hover:underline">
        {round.name}
        <span className="block text-xs font-normal text-muted">{round.planTitle}</span>
      </Link>
    ),
  },
  { key: 'status', header: 'Status', cell: (round) => <RoundStatusBadge status={round.status} />, className: 'whitespace-nowrap' },
  {
    key: 'units',
    header: (
      <>
        Reserved / paid / left <span className="sr-only">(units)</span>
      </>
    ),
    cell: (round) => (
      <>
        {unitFigures(round)}
        <span className="block text-xs text-muted">of {groupDigits(round.units)}</span>
      </>
    ),
    className: 'text-right whitespace-nowrap',
  },
  {
    key: 'minimum',
    header: 'Minimum',
    cell: (round) => (
      <>
        {groupDigits(round.minimumUnits)}
        {round.status === 'funding' && (
          <span className={`block text-xs ${round.progress.reachedMinimum ? 'text-forest-700' : 'text-orange-800'}`}>
            {round.progress.reachedMinimum ? 'reached' : 'not reached'}
          </span>
        )}
      </>
    ),
    className: 'text-right',
  },
  { key: 'closes', header: 'Closes', cell: (round) => <ClosingDay round={round} />, className: 'whitespace-nowrap' },
  { key: 'waitlist', header: 'Waiting list', cell: waitlistText },
  {
    key: 'refunds',
    header: 'Refunds due',
    cell: (round) => (round.refundsDuePence ? formatMoney(round.refundsDuePence, round.currency) : '—'),
    className: 'text-right',
  },
  { key: 'unpaid', header: 'Unpaid reservations', cell: (round) => groupDigits(round.unpaidReservations), className: 'text-right' },
];

/** /admin/rounds: every plan's rounds (or one plan's), latest closing first, with what waits on each. */
export function RoundsAdmin() {
  const [params, setParams] = useSearchParams();
  const status = CYCLE_STATUSES.find((value) => value === params.get('status'));
  const planId = params.get('planId') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const plans = useContentList<InvestmentPlan>(contentKeys.plans, '/investment/plans');
  const query = useRoundsAdmin({ planId: planId || undefined, status, page });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <div>
      <PageHeader
        title="Funding Rounds"
        description="Cycles open for funding: units reserved, paid and left, the minimum to go ahead, and what waits at closing. Open a round from the cycle form."
        actions={
          <Link to="/admin/cycles" className="btn btn-outline">
            Farm cycles
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="round-plan" className="label">
            Plan
          </label>
          <select id="round-plan" className="input" value={planId} onChange={(event) => set({ planId: event.target.value })}>
            <option value="">All plans</option>
            <RecordOptions records={plans.data ?? []} id={(plan) => plan._id} name={(plan) => plan.title} />
          </select>
        </div>
        <ToggleGroup
          label="Filter by status"
          options={[{ value: '', label: 'All' }, ...toggleOptions(CYCLE_STATUSES, CYCLE_STATUS_LABELS)]}
          value={status ?? ''}
          onChange={(value) => set({ status: value })}
        />
      </div>
      <DataTable
        caption="Funding rounds"
        columns={columns}
        {...queryTableState(query, 'Loading rounds...', 'Failed to load rounds')}
        empty="No rounds match."
      />
      <ListPager pagination={query.data?.pagination} onPage={(next) => set({ page: String(next) })} />
    </div>
  );
}
