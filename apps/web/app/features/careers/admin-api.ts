import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';

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
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: careerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
    ]);
}

export function useTogglePost() {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: (post: CareerPost) => api.put<{ data: CareerPost }>(`/career/posts/${post._id}`, { isActive: !post.isActive }),
    onSuccess: (body) => {
      toast.success(body.data?.isActive ? CAREER_POST_MESSAGES.activated : CAREER_POST_MESSAGES.deactivated);
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update career post status')),
  });
}

export function useDeletePost() {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: (post: CareerPost) => api.delete(`/career/posts/${post._id}`),
    onSuccess: () => {
      toast.success(CAREER_POST_MESSAGES.deleted);
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete career post')),
  });
}

export function useSetStatus() {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => api.patch(`/career/applications/${id}/status`, { status }),
    onSuccess: (_body, { status }) => {
      toast.success(statusUpdatedMessage(status));
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update application status')),
  });
}

export function useBulkStatus() {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: ApplicationStatus }) =>
      api.patch<{ data: { updated: number } }>('/career/applications/bulk-status', { ids, status }),
    onSuccess: (body, { ids, status }) => {
      toast.success(bulkUpdatedMessage(body.data?.updated ?? ids.length, status));
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update application statuses')),
  });
}

export function useAddNote(applicationId: string) {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: (text: string) => api.post<{ data: ApplicationNote }>(`/career/applications/${applicationId}/notes`, { text }),
    onSuccess: () => {
      toast.success(APPLICATION_MESSAGES.noteAdded);
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to add note')),
  });
}

export function useDeleteNote(applicationId: string) {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: (noteId: string) => api.delete(`/career/applications/${applicationId}/notes/${noteId}`),
    onSuccess: () => {
      toast.success(APPLICATION_MESSAGES.noteDeleted);
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete note')),
  });
}

export function useEmailApplicant(applicationId: string) {
  const refresh = useRefreshCareers();
  return useMutation({
    mutationFn: (mail: { subject: string; message: string }) => api.post<{ message: string }>(`/career/applications/${applicationId}/email`, mail),
    onSuccess: (body) => {
      toast.success(body.message);
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to send the email')),
  });
}
