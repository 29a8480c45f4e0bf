import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Eye, Pencil, Plus, Trash2, UserCheck, UserX } from 'lucide-react';
import {
  AUTH_MESSAGES,
  canChangeRoleOrStatus,
  canDeleteUser,
  countLabel,
  type Role,
  ROLES,
  USER_LIST_PAGE_SIZES,
  USER_SORT_FIELDS,
  USER_STATUSES,
  type UserStatus,
  type UserView,
  formatStaffShortDate,
} from '@app/contract';
import { useCurrentUser } from '../auth/hooks';
import { dropUserFromCaches, fetchAllUsers, patchUserInCaches, useUserList, usersApi, type UserFilters, type UserListQuery } from './api';
import { RoleBadge, StatusBadge } from './badges';
import { UserAvatar } from './UserAvatar';
import { roleLabel, statusLabel } from './format';
import { downloadText, usersToCsv } from './csv';
import { readListPageSize } from './preferences';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { FilterBar, SearchFilter, SelectFilter, useUrlFilters } from '../../ui/admin/filters';
import { ListPager } from '../../ui/admin/ListPager';
import { Options } from '../../ui/Options';
import { openWhileChosen } from '../../ui/openWhileChosen';

const SORT_LABELS: Record<string, string> = {
  createdAt: 'Date joined',
  updatedAt: 'Last updated',
  name: 'Name',
  email: 'Email',
  userRole: 'Role',
  userStatus: 'Status',
  lastLogin: 'Last login',
  employeeId: 'Employee ID',
  department: 'Department',
};

type BulkAction = 'block' | 'activate' | 'delete';
const BULK_WORDS: Record<BulkAction, string> = { block: 'blocked', activate: 'activated', delete: 'deleted' };

const ORDERS = ['desc', 'asc'] as const;
/** The list's selects, in their order on the filter bar. */
const USER_SELECTS = [
  { key: 'role', label: 'Role', options: [['', 'All roles'], ...ROLES.map((role) => [role, roleLabel(role)] as const)] },
  { key: 'status', label: 'Status', options: [['', 'All statuses'], ...USER_STATUSES.map((status) => [status, statusLabel(status)] as const)] },
  { key: 'sort', label: 'Sort by', options: USER_SORT_FIELDS.map((field) => [field, SORT_LABELS[field] ?? field] as const) },
  {
    key: 'order',
    label: 'Order',
    options: [
      ['desc', 'Descending'],
      ['asc', 'Ascending'],
    ],
  },
] as const satisfies readonly { key: string; label: string; options: readonly (readonly [string, string])[] }[];
const PAGE_SIZES = USER_LIST_PAGE_SIZES.map(String);

export function UsersList({ actor: signedIn }: { actor: UserView }) {
  const { data: me } = useCurrentUser();
  const actor = me ?? signedIn;
  const queryClient = useQueryClient();
  const { filters, page, setFilters, setPage } = useUrlFilters(
    { search: '', role: '', status: '', sort: 'createdAt', order: 'desc', limit: String(readListPageSize()) },
    { role: ROLES, status: USER_STATUSES, sort: USER_SORT_FIELDS, order: ORDERS, limit: PAGE_SIZES },
  );
  const query: UserListQuery = {
    search: filters.search,
    role: filters.role as Role | '',
    status: filters.status as UserStatus | '',
    sort: filters.sort,
    order: filters.order as (typeof ORDERS)[number],
    page,
    limit: Number(filters.limit),
  };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  const [deleting, setDeleting] = useState<UserView | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = useUserList(query);
  const users = list.data?.users ?? [];
  const pagination = list.data?.pagination ?? { page: 1, limit: query.limit, pages: 1, total: 0 };

  /** Any filter or page-size change goes back to page 1 (accounts.md §9). */
  const update = (changes: Partial<typeof filters>) => {
    setFilters(changes);
    setSelected(new Set());
  };

  const setStatus = useMutation({
    mutationFn: ({ user, status }: { user: UserView; status: UserStatus }) => usersApi.updateStatus(user.id, status),
    onSuccess: (body, { user, status }) => {
      patchUserInCaches(queryClient, user.id, { userStatus: status });
      toast.success(body.message ?? `User status updated to ${statusLabel(status)}`);
    },
    onError: (error, { status }) => toast.error(errorMessage(error, `Failed to ${status === 'suspended' ? 'block' : 'unblock'} user`)),
  });
  const remove = useMutation({
    mutationFn: (user: UserView) => usersApi.remove(user.id),
    onSuccess: (body, user) => {
      dropUserFromCaches(queryClient, user.id);
      setSelected(new Set());
      setDeleting(null);
      toast.success(body.message ?? AUTH_MESSAGES.userDeleted);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete user')),
  });

  const runBulk = async (action: BulkAction) => {
    const targets = users.filter((user) => selected.has(user.id));
    if (targets.length === 0) {
      toast.error('No users selected');
      return;
    }
    if (action === 'delete' && !confirmBulkDelete) {
      setConfirmBulkDelete(true);
      return;
    }
    setBulkBusy(true);
    let succeeded = 0;
    let failed = 0;
    // One call per user, as the API has no bulk endpoint: each success is applied as it lands.
    for (const user of targets) {
      try {
        if (action === 'delete') {
          await usersApi.remove(user.id);
          dropUserFromCaches(queryClient, user.id);
        } else {
          const status = action === 'block' ? 'suspended' : 'active';
          await usersApi.updateStatus(user.id, status);
          patchUserInCaches(queryClient, user.id, { userStatus: status });
        }
        succeeded++;
      } catch {
        failed++;
      }
    }
    setBulkBusy(false);
    setConfirmBulkDelete(false);
    setSelected(new Set());
    if (succeeded === 0) toast.error(failed ? `Failed to process selected users (${failed} failed)` : 'Failed to process selected users');
    else if (failed) toast.warning(`${succeeded} user${succeeded === 1 ? '' : 's'} ${BULK_WORDS[action]} successfully, ${failed} failed`);
    else toast.success(`${succeeded} user${succeeded === 1 ? '' : 's'} ${BULK_WORDS[action]} successfully`);
    if (action === 'delete') void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const filters: UserFilters = { search: query.search, role: query.role, status: query.status, sort: query.sort, order: query.order };
      const all = await fetchAllUsers(filters);
      downloadText(`users-${new Date().toISOString().slice(0, 10)}.csv`, usersToCsv(all));
      toast.success(`Exported ${all.length} user${all.length === 1 ? '' : 's'}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to fetch users.'));
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<Column<UserView>[]>(
    () => [
      {
        key: 'user',
        header: 'User',
        cell: (user) => (
          <Link to={`/admin/users/${user.id}`} className="flex min-w-[12rem] max-w-[18rem] items-center gap-3 rounded-md">
            <UserAvatar name={user.name} image={user.profileImage} size={36} />
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink hover:text-forest-700 hover:underline">{user.name}</span>
              <span className="block truncate text-xs text-muted">{user.email}</span>
            </span>
          </Link>
        ),
      },
      { key: 'role', header: 'Role', cell: (user) => <RoleBadge user={user} /> },
      {
        key: 'status',
        header: 'Status',
        cell: (user) => (
          <span className="flex flex-col items-start gap-0.5">
            <StatusBadge status={user.userStatus} />
            {!user.isVerified && <span className="text-[11px] font-medium text-orange-700">Email unverified</span>}
          </span>
        ),
      },
      {
        key: 'lastLogin',
        header: 'Last login',
        className: 'whitespace-nowrap text-xs text-muted',
        cell: (user) => formatStaffShortDate(user.lastLogin, { empty: 'Never' }),
      },
      {
        key: 'created',
        header: 'Joined',
        className: 'whitespace-nowrap text-xs text-muted',
        cell: (user) => formatStaffShortDate(user.createdAt, { empty: null }),
      },
      {
        key: 'actions',
        header: <span className="sr-only">Actions</span>,
        className: 'text-right',
        cell: (user) => {
          const allowed = canChangeRoleOrStatus(actor, user);
          const active = user.userStatus === 'active';
          return (
            <div className="flex justify-end gap-1">
              <Link to={`/admin/users/${user.id}`} className="btn btn-ghost btn-sm" aria-label={`View ${user.name}`} title="View">
                <Eye className="h-4 w-4" aria-hidden="true" />
              </Link>
              <Link to={`/admin/users/${user.id}/edit`} className="btn btn-ghost btn-sm" aria-label={`Edit ${user.name}`} title="Edit">
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </Link>
              <button
                type="button"
                className={`btn btn-sm ${active ? 'btn-ghost text-red-700 hover:bg-red-50' : 'btn-ghost text-forest-700'}`}
                disabled={!allowed || setStatus.isPending}
                title={allowed ? undefined : "You don't have permission to change this user's status."}
                onClick={() => setStatus.mutate({ user, status: active ? 'suspended' : 'active' })}
              >
                {active ? <UserX className="h-4 w-4" aria-hidden="true" /> : <UserCheck className="h-4 w-4" aria-hidden="true" />}
                {active ? 'Block' : 'Activate'}
                <span className="sr-only"> {user.name}</span>
              </button>
              {actor.userRole === 'superAdmin' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-red-700 hover:bg-red-50"
                  disabled={!canDeleteUser(actor, user)}
                  aria-label={`Delete ${user.name}`}
                  title={canDeleteUser(actor, user) ? 'Delete' : 'This user cannot be deleted.'}
                  onClick={() => setDeleting(user)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </div>
          );
        },
      },
    ],
    [actor, setStatus],
  );

  const first = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1;
  const last = Math.min(pagination.total, pagination.page * pagination.limit);

  return (
    <div>
      <PageHeader
        title="User Management"
        description="Everyone with an account: investors, staff and admins."
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={exportCsv} disabled={exporting}>
              <Download className="h-4 w-4" aria-hidden="true" /> {exporting ? 'Exporting...' : 'Export CSV'}
            </button>
            <Link to="/admin/users/create" className="btn btn-primary">
              <Plus className="h-4 w-4" aria-hidden="true" /> Add User
            </Link>
          </>
        }
      />

      <FilterBar className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <SearchFilter
          id="user-search"
          label="Search users"
          hideLabel
          value={query.search}
          onSearch={(search) => update({ search })}
          placeholder="Search name, email, phone, employee ID"
        />
        {USER_SELECTS.map(({ key, label, options }) => (
          <SelectFilter
            key={key}
            id={`filter-${label.toLowerCase().replace(/\W+/g, '-')}`}
            label={label}
            hideLabel
            value={filters[key]}
            onChange={(value) => update({ [key]: value })}
            options={options}
          />
        ))}
      </FilterBar>

      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Bulk actions">
        <span className="mr-1 text-muted">{selected.size > 0 ? `${selected.size} selected` : 'Bulk actions:'}</span>
        <button type="button" className="btn btn-outline btn-sm" disabled={bulkBusy} onClick={() => void runBulk('block')}>
          <UserX className="h-4 w-4" aria-hidden="true" /> Block
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={bulkBusy} onClick={() => void runBulk('activate')}>
          <UserCheck className="h-4 w-4" aria-hidden="true" /> Activate
        </button>
        {actor.userRole === 'superAdmin' && (
          <button
            type="button"
            className="btn btn-outline btn-sm border-red-700 text-red-700 hover:bg-red-50"
            disabled={bulkBusy}
            onClick={() => void runBulk('delete')}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
          </button>
        )}
        {bulkBusy && (
          <span className="text-xs text-muted" role="status">
            Working...
          </span>
        )}
      </div>

      <DataTable
        caption="Users"
        columns={columns}
        rows={users}
        loading={list.isLoading}
        loadingLabel="Loading users..."
        error={list.isError ? errorMessage(list.error, 'Failed to fetch users.') : null}
        empty="No users match these filters."
        selection={{ selected, onChange: setSelected, label: (user) => `Select ${user.name}` }}
      />

      <ListPager
        pagination={pagination}
        onPage={(next) => {
          setPage(next);
          setSelected(new Set());
        }}
      >
        <label htmlFor="page-size" className="text-muted">
          Rows per page
        </label>
        <select id="page-size" className="input w-auto py-1" value={query.limit} onChange={(event) => update({ limit: event.target.value })}>
          <Options values={USER_LIST_PAGE_SIZES} />
        </select>
        <span className="text-muted" aria-live="polite">
          {first}–{last} of {countLabel(pagination.total, pagination.totalIsEstimate)}
        </span>
      </ListPager>

      <ConfirmDialog
        open={confirmBulkDelete}
        onOpenChange={setConfirmBulkDelete}
        title="Delete selected users?"
        message={`This permanently deletes ${selected.size} user${selected.size === 1 ? '' : 's'}. This cannot be undone.`}
        busy={bulkBusy}
        onConfirm={() => void runBulk('delete')}
      />
      <ConfirmDialog
        {...openWhileChosen(deleting, () => setDeleting(null))}
        title="Delete user?"
        message={deleting ? `This permanently deletes ${deleting.name} (${deleting.email}). This cannot be undone.` : ''}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
