import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZE, activityEntityLabel, countLabel, type ActivityView, formatStaffShortDateTime } from '@app/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ActionIcon } from './ActivityItem';
import { useActivity, useActivityFacets } from './api';
import { adminErrorMessage } from '../../ui/admin/query';
import { DateFilter } from '../../ui/admin/filters';
import { Options, RecordOptions } from '../../ui/Options';

const ACTION_TONES: Record<string, BadgeTone> = { create: 'green', update: 'blue', delete: 'red', reorder: 'orange' };

const columns: Column<ActivityView>[] = [
  {
    key: 'when',
    header: 'When',
    className: 'whitespace-nowrap text-muted',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatStaffShortDateTime(entry.createdAt)}</time>,
  },
  {
    key: 'who',
    header: 'Who',
    className: 'whitespace-nowrap font-medium',
    cell: (entry) => entry.actorName ?? 'System',
  },
  {
    key: 'what',
    header: 'What',
    cell: (entry) => (
      <div className="flex min-w-64 items-start gap-2.5">
        <ActionIcon action={entry.action} />
        <p className="text-ink">{entry.summary}</p>
      </div>
    ),
  },
  {
    key: 'entity',
    header: 'Entity',
    className: 'whitespace-nowrap',
    cell: (entry) => <Badge tone="gray">{activityEntityLabel(entry.entity)}</Badge>,
  },
  {
    key: 'action',
    header: 'Action',
    className: 'whitespace-nowrap',
    cell: (entry) => <Badge tone={ACTION_TONES[entry.action] ?? 'purple'}>{entry.action}</Badge>,
  },
];

/** /admin/activity: the activity log with filters by person, entity and dates. */
export function ActivityLog() {
  const [params, setParams] = useSearchParams();
  const query = {
    actor: params.get('actor') ?? '',
    entity: params.get('entity') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number(params.get('page') ?? 1) || 1,
    limit: ACTIVITY_PAGE_SIZE,
  };
  const list = useActivity(query);
  const facets = useActivityFacets();
  const filtered = Boolean(query.actor || query.entity || query.from || query.to);

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const pagination = list.data?.pagination;

  return (
    <>
      <PageHeader title="Activity Log" description="Every change staff make to the site and its records: who, what and when." />
      <div className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <div>
          <label htmlFor="activity-actor" className="label">
            Person
          </label>
          <select id="activity-actor" className="input" value={query.actor} onChange={(event) => update('actor', event.target.value)}>
            <option value="">Everyone</option>
            <RecordOptions records={facets.data?.actors ?? []} id={(actor) => actor.id} name={(actor) => actor.name} />
          </select>
        </div>
        <div>
          <label htmlFor="activity-entity" className="label">
            Entity
          </label>
          <select id="activity-entity" className="input" value={query.entity} onChange={(event) => update('entity', event.target.value)}>
            <option value="">All entities</option>
            <Options values={facets.data?.entities ?? []} label={activityEntityLabel} />
          </select>
        </div>
        <DateFilter id="activity-from" label="From" value={query.from} max={query.to || undefined} onChange={(value) => update('from', value)} />
        <DateFilter id="activity-to" label="To" value={query.to} min={query.from || undefined} onChange={(value) => update('to', value)} />
        <button type="button" className="btn btn-ghost" disabled={!filtered} onClick={() => setParams(new URLSearchParams(), { replace: true })}>
          Reset Filters
        </button>
      </div>

      <DataTable
        caption="Activity log"
        columns={columns}
        rows={list.data?.data ?? []}
        loading={list.isPending}
        loadingLabel="Loading activity..."
        error={list.isError ? adminErrorMessage(list.error, 'Error fetching activity') : null}
        empty={
          <EmptyState
            title="No activity found"
            hint={filtered ? 'Try adjusting your filters to see more results.' : 'Changes staff make will be listed here.'}
          />
        }
      />

      {pagination && pagination.pages > 1 && (
        <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <p className="text-muted">
            Page {pagination.page} of {countLabel(pagination.pages, pagination.totalIsEstimate)} · {countLabel(pagination.total, pagination.totalIsEstimate)}{' '}
            entries
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={pagination.page <= 1}
              onClick={() => update('page', String(pagination.page - 1))}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={pagination.page >= pagination.pages}
              onClick={() => update('page', String(pagination.page + 1))}
            >
              Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </nav>
      )}
    </>
  );
}
