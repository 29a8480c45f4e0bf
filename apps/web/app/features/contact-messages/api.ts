import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactBulkAction, ContactMessage, ContactMessageListResponse } from '@app/contract';
import { api } from '../../lib/api';
import type { InboxFilters } from './filters';

const contactMessageKeys = {
  all: ['contact-messages'] as const,
  lists: ['contact-messages', 'list'] as const,
  list: (filters: InboxFilters) => ['contact-messages', 'list', filters] as const,
  detail: (id: string) => ['contact-messages', 'detail', id] as const,
};

type One = { success: true; data: ContactMessage; message?: string };

export function useContactMessages(filters: InboxFilters) {
  return useQuery({
    queryKey: contactMessageKeys.list(filters),
    queryFn: () =>
      api.get<ContactMessageListResponse>('/contact-messages', {
        status: filters.status,
        range: filters.range,
        search: filters.search,
        page: filters.page,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Opening a message marks it read on the server, so it is fetched once per visit, never in the background. */
export function useContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contactMessageKeys.detail(id),
    queryFn: async () => {
      const message = (await api.get<One>(`/contact-messages/${id}`)).data;
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists });
      return message;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** After a write: the changed message replaces its cached copy, and lists (with their counts) refetch. */
function useSettle() {
  const queryClient = useQueryClient();
  return (message?: ContactMessage) => {
    if (message) queryClient.setQueryData(contactMessageKeys.detail(message.id), message);
    return queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists });
  };
}

export function useSetStatus() {
  const settle = useSettle();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'read' | 'unread' }) => (await api.patch<One>(`/contact-messages/${id}/status`, { status })).data,
    onSuccess: (message) => settle(message),
  });
}

export function useDeleteMessage() {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message: string }>(`/contact-messages/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: contactMessageKeys.detail(id) });
      return settle();
    },
  });
}

export function useBulkAction() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ action, ids }: { action: ContactBulkAction; ids: string[] }) =>
      api.post<{ success: true; data: { count: number }; message: string }>('/contact-messages/bulk', { action, ids }),
    onSuccess: () => settle(),
  });
}

export function useSendReply() {
  const settle = useSettle();
  return useMutation({
    mutationFn: async ({ id, content }: { id: string; content: string }) => (await api.post<One>(`/contact-messages/${id}/replies`, { content })).data,
    onSuccess: (message) => settle(message),
  });
}
