import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import {
  countLabel,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_TONES,
  type ApplicationStatus,
  type JobApplication,
  formatStaffDateTime,
} from '@app/contract';
import { Badge } from '../../ui/Badge';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { useApplications, useBulkStatus, usePosts, useSetStatus } from './admin-api';
import { FilterBar, ResetFilters, SearchFilter, SelectFilter, StatusFilter, useUrlFilters } from '../../ui/admin/filters';
import { ListPager } from '../../ui/admin/ListPager';
import { Options } from '../../ui/Options';

/**
 * The same address applied more than once for this job: a Duplicate badge and a link to all of
 * that applicant's applications for it (search by the address within the post).
 */
export function DuplicateMark({ application }: { application: Pick<JobApplication, 'duplicates' | 'email' | 'jobId'> }) {
  const all = application.duplicates + 1;
  const query = new URLSearchParams({ search: application.email, ...(application.jobId ? { jobPost: application.jobId } : {}) });
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <Badge tone="orange">Duplicate</Badge>
      <Link to={`/admin/careers/applications?${query}`} className="whitespace-nowrap text-forest-700 underline hover:text-forest-900">
        {all} for this job<span className="sr-only"> from this email</span>
      </Link>
    </p>
  );
}

/** Job applications, list mode (back-office.md §2): filters in the URL, bulk and per-row status. */
export function ApplicationsAdmin() {
  const { filters, page, filtered, setFilters, setPage, reset } = useUrlFilters(
    { status: '', jobPost: '', search: '', duplicates: '' },
    { duplicates: ['true'] },
  );
  const { status, jobPost, search } = filters;
  const duplicates = filters.duplicates === 'true';
  const [selected, setSelected] = useState<Set<string>>(new Set());

  useEffect(() => setSelected(new Set()), [status, jobPost, search, duplicates, page]);

  const posts = usePosts('');
  const applications = useApplications({ status, jobPost, search, duplicates, page });
  const setStatus = useSetStatus();
  const bulk = useBulkStatus();
  const rows = applications.data?.data ?? [];
  const pagination = applications.data?.pagination;

  const bulkUpdate = (value: string) => {
    if (!value) return;
    if (selected.size === 0) {
      toast.warning(APPLICATION_MESSAGES.noSelection);
      return;
    }
    bulk.mutate({ ids: [...selected], status: value as ApplicationStatus }, { onSuccess: () => setSelected(new Set()) });
  };

  const columns: Column<JobApplication>[] = [
    {
      key: 'applicant',
      header: 'Applicant',
      cell: (row) => (
        <div>
          <Link to={`/admin/careers/applications/${row._id}`} className="font-medium text-forest-800 hover:underline">
            {row.fullName}
          </Link>
          <p className="text-xs text-muted">{row.email}</p>
          {row.duplicates > 0 && <DuplicateMark application={row} />}
        </div>
      ),
    },
    { key: 'job', header: 'Job', cell: (row) => <span className={row.jobId ? '' : 'text-muted'}>{row.jobTitle}</span> },
    { key: 'status', header: 'Status', cell: (row) => <Badge tone={APPLICATION_STATUS_TONES[row.status]}>{APPLICATION_STATUS_LABELS[row.status]}</Badge> },
    { key: 'applied', header: 'Applied', cell: (row) => <span className="whitespace-nowrap">{formatStaffDateTime(row.submittedAt)}</span> },
    {
      key: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <div className="flex items-center gap-2">
          <Link to={`/admin/careers/applications/${row._id}`} className="btn btn-ghost btn-sm" aria-label={`View application of ${row.fullName}`} title="View">
            <Eye className="h-4 w-4" aria-hidden="true" />
          </Link>
          <label className="sr-only" htmlFor={`status-${row._id}`}>
            Status of {row.fullName}
          </label>
          <select
            id={`status-${row._id}`}
            className="input h-8 w-36 py-0 text-xs"
            value={row.status}
            disabled={setStatus.isPending}
            onChange={(event) => setStatus.mutate({ id: row._id, status: event.target.value as ApplicationStatus })}
          >
            <Options values={APPLICATION_STATUSES} label={(value) => APPLICATION_STATUS_LABELS[value]} />
          </select>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Job Applications"
        description={pagination ? `${countLabel(pagination.total, pagination.totalIsEstimate)} application${pagination.total === 1 ? '' : 's'}` : undefined}
      />

      <FilterBar className="sm:grid-cols-2 lg:grid-cols-[12rem_16rem_1fr_auto] lg:items-end">
        <StatusFilter value={status} onChange={(value) => setFilters({ status: value })} statuses={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} />
        <SelectFilter
          id="filter-job"
          label="Job Post"
          all="All Jobs"
          value={jobPost}
          onChange={(value) => setFilters({ jobPost: value })}
          options={(posts.data ?? []).map((post) => [post._id, post.role] as const)}
        />
        <SearchFilter value={search} onSearch={(text) => setFilters({ search: text })} placeholder="Search by name, email or job title" />
        <label className="flex items-center gap-2 text-sm lg:col-span-4">
          <input type="checkbox" checked={duplicates} onChange={(event) => setFilters({ duplicates: event.target.checked ? 'true' : '' })} />
          Only applicants who applied more than once for the same job
        </label>
        <ResetFilters className="lg:col-start-4 lg:row-start-1" onReset={reset} />
      </FilterBar>

      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={rows.length > 0 && rows.every((row) => selected.has(row._id))}
            onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row._id)) : new Set())}
            disabled={rows.length === 0}
          />
          Select all
        </label>
        <label htmlFor="bulk-status" className="sr-only">
          Bulk Update
        </label>
        <select id="bulk-status" className="input h-9 w-44 py-0" value="" onChange={(event) => bulkUpdate(event.target.value)} disabled={bulk.isPending}>
          <option value="">Bulk Update</option>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              Mark as {APPLICATION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <span className="text-muted" aria-live="polite">
          {selected.size} selected
        </span>
      </div>

      <DataTable
        caption="Job applications"
        columns={columns}
        {...queryTableState(applications, 'Loading job applications...', 'Error fetching job applications')}
        selection={{ selected, onChange: setSelected, label: (row) => `Select ${row.fullName}` }}
        empty={
          <EmptyState
            title="No Applications Found"
            hint={filtered ? 'Try adjusting your filters to see more results' : 'There are no job applications at the moment'}
          />
        }
      />

      <ListPager pagination={pagination} onPage={setPage} />
    </div>
  );
}
