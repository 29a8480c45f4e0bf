import { useQuery } from '@tanstack/react-query';
import {
  APPLICATION_MESSAGES,
  bulkUpdatedMessage,
  CAREER_POST_MESSAGES,
  statusUpdatedMessage,
  type ApplicationNote,
  type ApplicationStatus,
  type CareerPost,
  type CareerPostStats,
  type JobApplication,
  type Pagination,
} from '@app/contract';
import { api } from '../../lib/api';
import { useContentMutation, useInvalidate } from '../../ui/admin/query';

/** Data of the careers back office: query keys, reads and the writes with their spec toasts. */

export const careerKeys = {
  all: ['careers'] as const,
  posts: (search: string) => ['careers', 'posts', search] as const,
  postsAll: ['careers', 'posts'] as const,
  post: (id: string) => ['careers', 'post', id] as const,
  stats: ['careers', 'stats'] as const,
  applications: (query: ApplicationQuery) => ['careers', 'applications', query] as const,
  application: (id: string) => ['careers', 'application', id] as const,
};

export type ApplicationQuery = { status?: string; jobPost?: string; search?: string; duplicates?: boolean; page?: number };

export function usePosts(search = '') {
  return useQuery({
    queryKey: careerKeys.posts(search),
    queryFn: async () => (await api.get<{ data: CareerPost[] }>('/career/posts', { search: search || undefined })).data ?? [],
  });
}

export function usePostStats() {
  return useQuery({ queryKey: careerKeys.stats, queryFn: async () => (await api.get<{ data: CareerPostStats }>('/career/posts/stats')).data });
}

export function usePost(id: string | undefined) {
  return useQuery({
    queryKey: careerKeys.post(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await api.get<{ data: CareerPost }>(`/career/posts/${id}`)).data,
  });
}

/** Filters are sent only when set ("each sent only when not all and not empty"). */
export function useApplications(query: ApplicationQuery) {
  return useQuery({
    queryKey: careerKeys.applications(query),
    queryFn: async () => {
      const body = await api.get<{ data: JobApplication[]; pagination: Pagination }>('/career/applications', {
        status: query.status && query.status !== 'all' ? query.status : undefined,
        jobPost: query.jobPost && query.jobPost !== 'all' ? query.jobPost : undefined,
        search: query.search?.trim() || undefined,
        duplicates: query.duplicates ? 'true' : undefined,
        page: query.page && query.page > 1 ? query.page : undefined,
      });
      return { data: body.data ?? [], pagination: body.pagination };
    },
    placeholderData: (previous) => previous,
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: careerKeys.application(id),
    queryFn: async () => (await api.get<{ data: JobApplication }>(`/career/applications/${id}`)).data,
  });
}

/** Refreshes every careers read and the dashboard/activity widgets of the shell. */
export function useRefreshCareers() {
  const invalidate = useInvalidate();
  return () => invalidate(careerKeys.all);
}

/** A careers write: its success toast and a refresh of every careers read, or its failure toast. */
const useCareersWrite = <V, R = unknown>(write: Omit<Parameters<typeof useContentMutation<V, R>>[0], 'queryKey' | 'offline'>) =>
  useContentMutation({ ...write, queryKey: careerKeys.all, offline: 'say so' });

export const useTogglePost = () =>
  useCareersWrite({
    mutationFn: (post: CareerPost) => api.put<{ data: CareerPost }>(`/career/posts/${post._id}`, { isActive: !post.isActive }),
    success: (body) => (body.data?.isActive ? CAREER_POST_MESSAGES.activated : CAREER_POST_MESSAGES.deactivated),
    failure: 'Failed to update career post status',
  });

export const useDeletePost = () =>
  useCareersWrite({
    mutationFn: (post: CareerPost) => api.delete(`/career/posts/${post._id}`),
    success: CAREER_POST_MESSAGES.deleted,
    failure: 'Failed to delete career post',
  });

export const useSetStatus = () =>
  useCareersWrite({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => api.patch(`/career/applications/${id}/status`, { status }),
    success: (_body, { status }) => statusUpdatedMessage(status),
    failure: 'Failed to update application status',
  });

export const useBulkStatus = () =>
  useCareersWrite({
    mutationFn: ({ ids, status }: { ids: string[]; status: ApplicationStatus }) =>
      api.patch<{ data: { updated: number } }>('/career/applications/bulk-status', { ids, status }),
    success: (body, { ids, status }) => bulkUpdatedMessage(body.data?.updated ?? ids.length, status),
    failure: 'Failed to update application statuses',
  });

export const useAddNote = (applicationId: string) =>
  useCareersWrite({
    mutationFn: (text: string) => api.post<{ data: ApplicationNote }>(`/career/applications/${applicationId}/notes`, { text }),
    success: APPLICATION_MESSAGES.noteAdded,
    failure: 'Failed to add note',
  });

export const useDeleteNote = (applicationId: string) =>
  useCareersWrite({
    mutationFn: (noteId: string) => api.delete(`/career/applications/${applicationId}/notes/${noteId}`),
    success: APPLICATION_MESSAGES.noteDeleted,
    failure: 'Failed to delete note',
  });

export const useEmailApplicant = (applicationId: string) =>
  useCareersWrite({
    mutationFn: (mail: { subject: string; message: string }) => api.post<{ message: string }>(`/career/applications/${applicationId}/email`, mail),
    success: (body) => body.message,
    failure: 'Failed to send the email',
  });
