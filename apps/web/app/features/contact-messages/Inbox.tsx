import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Eye, Inbox as InboxIcon, Mail, MailOpen, Reply, Trash2, CheckCheck } from 'lucide-react';
import {
  countLabel,
  CONTACT_DATE_RANGES,
  CONTACT_DATE_RANGE_LABELS,
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_STATUS_FILTERS,
  CONTACT_STATUS_FILTER_LABELS,
  contactExcerpt,
  contactFullName,
  type ContactBulkAction,
  type ContactDateRange,
  type ContactMessage,
  type ContactMessageStatus,
  type ContactStatusFilter,
  formatStaffDate,
  formatStaffDateTime,
  formatStaffTime,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard } from '../../ui/StatCard';
import { toast } from '../../ui/Toaster';
import { useBulkAction, useContactMessages, useSetStatus } from './api';
import type { InboxFilters } from './filters';
import { FilterBar, labelled, SearchFilter, SelectFilter, useUrlFilters } from '../../ui/admin/filters';
import { ListPager, usePageInRange } from '../../ui/admin/ListPager';

export const STATUS_TONES: Record<ContactMessageStatus, BadgeTone> = { unread: 'blue', read: 'gray', replied: 'green' };

/** The inbox's two select filters, each bound to its key of the URL filters. */
const INBOX_SELECTS = [
  { key: 'status', label: 'Status', options: labelled(CONTACT_STATUS_FILTERS, CONTACT_STATUS_FILTER_LABELS) },
  { key: 'range', label: 'Date', options: labelled(CONTACT_DATE_RANGES, CONTACT_DATE_RANGE_LABELS) },
] as const;

/** Contact Inquiries (back-office.md): stat cards, filters in the URL, bulk bar, table, pagination. */
export function Inbox() {
  const location = useLocation();
  const {
    filters: values,
    page,
    filtered,
    setFilters,
    setPage,
    reset,
  } = useUrlFilters({ status: 'all', range: 'all', search: '' }, { status: CONTACT_STATUS_FILTERS, range: CONTACT_DATE_RANGES });
  const filters: InboxFilters = { status: values.status as ContactStatusFilter, range: values.range as ContactDateRange, search: values.search, page };
  const query = useContactMessages(filters);
  const setStatus = useSetStatus();
  const bulk = useBulkAction();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);

  const update = (change: Partial<Record<'status' | 'range' | 'search', string>>) => {
    setFilters(change);
    setSelected(new Set());
  };
  const resetFilters = () => {
    reset();
    setSelected(new Set());
  };

  const rows = query.data?.data ?? [];
  const stats = query.data?.stats;
  const pagination = query.data?.pagination;
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const listSearch = location.search;

  // Deleting the last messages of the last page leaves it empty: show the page before it.
  usePageInRange(pagination, setPage);

  const runBulk = (action: ContactBulkAction) => {
    if (selectedIds.length === 0) {
      toast.warning(CONTACT_MESSAGES.noneSelected);
      return;
    }
    bulk.mutate(
      { action, ids: selectedIds },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setSelected(new Set());
          setConfirmDelete(false);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update messages')),
      },
    );
  };

  const toggleRead = (message: ContactMessage) => {
    const status = message.status === 'unread' ? 'read' : 'unread';
    setStatus.mutate(
      { id: message.id, status },
      {
        onSuccess: () => toast.success(CONTACT_MESSAGES.markedAs(status)),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update message status')),
      },
    );
  };

  const detailLink = (message: ContactMessage, hash = '') => ({
    to: { pathname: `/admin/contact/forms/${message.id}`, hash },
    state: { listSearch },
  });

  const columns: Column<ContactMessage>[] = [
    {
      key: 'from',
      header: 'From',
      className: 'min-w-48',
      cell: (message) => (
        <div>
          <Link
            {...detailLink(message)}
            className={`block text-ink hover:text-forest-700 hover:underline ${message.status === 'unread' ? 'font-semibold' : 'font-medium'}`}
          >
            {contactFullName(message)}
          </Link>
          <span className="block max-w-56 truncate text-xs text-muted" title={message.email}>
            {message.email}
          </span>
        </div>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      className: 'min-w-56 max-w-sm',
      cell: (message) => <p className={message.status === 'unread' ? 'text-ink' : 'text-muted'}>{contactExcerpt(message.message)}</p>,
    },
    {
      key: 'status',
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (message) => <Badge tone={STATUS_TONES[message.status]}>{CONTACT_MESSAGE_STATUS_LABELS[message.status]}</Badge>,
    },
    {
      key: 'date',
      header: 'Date',
      className: 'whitespace-nowrap text-muted',
      cell: (message) => (
        <time dateTime={message.receivedAt} title={formatStaffDateTime(message.receivedAt, { empty: 'Invalid date' })}>
          <span className="block text-ink">{formatStaffDate(message.receivedAt, { empty: 'Invalid date' })}</span>
          <span className="block text-xs">{formatStaffTime(message.receivedAt, { empty: '' })}</span>
        </time>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (message) => {
        const name = contactFullName(message);
        return (
          <div className="flex gap-1">
            <Link {...detailLink(message)} className="btn btn-ghost btn-sm" aria-label={`View message from ${name}`} title="View">
              <Eye className="h-4 w-4" aria-hidden="true" />
            </Link>
            {message.replies.length === 0 && (
              <Link {...detailLink(message, '#reply')} className="btn btn-ghost btn-sm" aria-label={`Reply to ${name}`} title="Reply">
                <Reply className="h-4 w-4" aria-hidden="true" />
              </Link>
            )}
            {message.status !== 'replied' && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => toggleRead(message)}
                disabled={setStatus.isPending && setStatus.variables?.id === message.id}
                aria-label={message.status === 'unread' ? `Mark message from ${name} as read` : `Mark message from ${name} as unread`}
                title={message.status === 'unread' ? 'Mark as read' : 'Mark as unread'}
              >
                {message.status === 'unread' ? <MailOpen className="h-4 w-4" aria-hidden="true" /> : <Mail className="h-4 w-4" aria-hidden="true" />}
              </button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div>
      <PageHeader title="Contact Messages" description="Messages visitors sent through the contact form. Open one to read it and reply by email." />

      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <StatCard label="Unread" value={stats ? countLabel(stats.unread, stats.estimated.includes('unread')) : '–'} icon={Mail} tone="sky" />
        <StatCard label="Replied" value={stats ? countLabel(stats.replied, stats.estimated.includes('replied')) : '–'} icon={Reply} tone="forest" />
        <StatCard label="Total" value={stats ? countLabel(stats.total, stats.estimated.includes('total')) : '–'} icon={InboxIcon} tone="wheat" />
      </div>

      <FilterBar className="md:grid-cols-[10rem_10rem_minmax(0,1fr)_auto] md:items-end">
        {INBOX_SELECTS.map((select) => (
          <SelectFilter
            key={select.key}
            id={`inbox-${select.key}`}
            label={select.label}
            value={filters[select.key]}
            onChange={(value) => update({ [select.key]: value })}
            options={select.options}
          />
        ))}
        <SearchFilter id="inbox-search" value={filters.search} onSearch={(search) => update({ search })} placeholder="Name, email or message" />
        <button type="button" className="btn btn-outline" onClick={resetFilters} disabled={!filtered}>
          Reset Filters
        </button>
      </FilterBar>

      <div className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2" role="toolbar" aria-label="Bulk actions">
        <label className="mr-2 flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={rows.length > 0 && selectedIds.length === rows.length}
            disabled={rows.length === 0}
            onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
          />
          Select all
        </label>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => runBulk('read')} disabled={bulk.isPending}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" /> Mark as Read
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => runBulk('unread')} disabled={bulk.isPending}>
          <Mail className="h-4 w-4" aria-hidden="true" /> Mark as Unread
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-red-700"
          onClick={() => (selectedIds.length ? setConfirmDelete(true) : toast.warning(CONTACT_MESSAGES.noneSelected))}
          disabled={bulk.isPending}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
        </button>
        <span className="ml-auto text-sm text-muted" aria-live="polite">
          {selectedIds.length === 0 ? CONTACT_MESSAGES.noneSelected : `${selectedIds.length} selected`}
        </span>
      </div>

      <DataTable
        caption="Contact messages"
        columns={columns}
        {...queryTableState(query, 'Loading messages...', CONTACT_MESSAGES.fetchError)}
        selection={{ selected, onChange: setSelected, label: (row) => `Select message from ${contactFullName(row)}` }}
        rowClassName={(row) => (row.status === 'unread' ? 'bg-sky-50/40' : '')}
        empty={
          <EmptyState
            title={filtered ? 'No messages match these filters' : 'No messages yet'}
            hint={filtered ? 'Try another status, date or search.' : 'Messages sent through the public contact form appear here.'}
            action={
              filtered ? (
                <button type="button" className="btn btn-outline btn-sm" onClick={resetFilters}>
                  Reset Filters
                </button>
              ) : undefined
            }
          />
        }
      />

      {pagination && pagination.total > 0 && (
        <ListPager
          pagination={pagination}
          onPage={setPage}
          summary={`Page ${pagination.page} of ${countLabel(pagination.pages, pagination.totalIsEstimate)} · ${countLabel(pagination.total, pagination.totalIsEstimate)} message${pagination.total === 1 ? '' : 's'}${query.isFetching && !query.isPending ? ' · Updating...' : ''}`}
        />
      )}

      {stats && (stats.rejected.honeypot > 0 || stats.rejected.rateLimited > 0) && (
        <p className="mt-6 text-xs text-muted">
          Spam protection turned away {stats.rejected.honeypot} automated submission{stats.rejected.honeypot === 1 ? '' : 's'} and {stats.rejected.rateLimited}{' '}
          over the sending limit; they were not stored.
        </p>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete messages"
        message={`Are you sure you want to delete ${selectedIds.length} message${selectedIds.length === 1 ? '' : 's'}? This cannot be undone.`}
        busy={bulk.isPending}
        onConfirm={() => runBulk('delete')}
      />
    </div>
  );
}
