import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Role, UserListPagination, UserStatus, UserView } from '@app/contract';
import { api } from '../../lib/api';

export type UserFilters = { search: string; role: Role | ''; status: UserStatus | ''; sort: string; order: 'asc' | 'desc' };
export type UserListQuery = UserFilters & { page: number; limit: number };
export type UserListResponse = { users: UserView[]; pagination: UserListPagination };

export const usersKey = ['users'] as const;
const userListKey = (query: UserListQuery) => ['users', 'list', query] as const;
const userKey = (id: string) => ['users', 'detail', id] as const;

const fetchUsers = (query: UserListQuery, signal?: AbortSignal) => api.get<UserListResponse>('/auth/users', query, { signal });

export function useUserList(query: UserListQuery) {
  return useQuery({ queryKey: userListKey(query), queryFn: ({ signal }) => fetchUsers(query, signal), placeholderData: keepPreviousData });
}

export function useUser(id: string) {
  return useQuery({ queryKey: userKey(id), queryFn: () => api.get<{ user: UserView }>(`/auth/users/${encodeURIComponent(id)}`).then((body) => body.user) });
}

/** Every user matching the filters, page by page at the largest page size: the CSV export. */
export async function fetchAllUsers(filters: UserFilters): Promise<UserView[]> {
  const all: UserView[] = [];
  for (let page = 1; ; page++) {
    const body = await fetchUsers({ ...filters, page, limit: 100 });
    all.push(...body.users);
    if (page >= body.pagination.pages || body.users.length === 0) return all;
  }
}

const id = (userId: string) => encodeURIComponent(userId);

export const usersApi = {
  create: (values: unknown) => api.post<{ message?: string; user: UserView }>('/auth/create-user', values),
  updateRole: (userId: string, userRole: Role) => api.put<{ message?: string; user?: UserView }>(`/auth/update-role/${id(userId)}`, { userRole }),
  updateStatus: (userId: string, userStatus: UserStatus) => api.put<{ message?: string; user?: UserView }>(`/auth/update-status/${id(userId)}`, { userStatus }),
  updateEmployee: (userId: string, values: unknown) => api.put<{ message?: string; user?: UserView }>(`/auth/update-employee/${id(userId)}`, values),
  verifyEmail: (userId: string) => api.post<{ message?: string }>('/auth/admin-verify-email', { userId }),
  forcePasswordReset: (userId: string) => api.post<{ message?: string }>(`/auth/force-password-reset/${id(userId)}`),
  remove: (userId: string) => api.delete<{ message?: string }>(`/auth/users/${id(userId)}`),
};

/** Role, status and verify changes update the cached lists and detail in place (accounts.md §4): no refetch. */
export function patchUserInCaches(queryClient: QueryClient, userId: string, patch: Partial<UserView>) {
  queryClient.setQueriesData<UserListResponse>({ queryKey: ['users', 'list'] }, (data) =>
    data ? { ...data, users: data.users.map((user) => (user.id === userId ? { ...user, ...patch } : user)) } : data,
  );
  queryClient.setQueryData<UserView>(userKey(userId), (user) => (user ? { ...user, ...patch } : user));
}

/** A deleted user leaves every cached list at once; the next fetch corrects the totals. */
export function dropUserFromCaches(queryClient: QueryClient, userId: string) {
  queryClient.setQueriesData<UserListResponse>({ queryKey: ['users', 'list'] }, (data) =>
    data
      ? { ...data, users: data.users.filter((user) => user.id !== userId), pagination: { ...data.pagination, total: Math.max(0, data.pagination.total - 1) } }
      : data,
  );
  queryClient.removeQueries({ queryKey: userKey(userId) });
}
