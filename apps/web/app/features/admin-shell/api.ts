import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityFacets, ActivityListResponse, ActivityQuery, DashboardSummary } from '@app/contract';
import { api } from '../../lib/api';

const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
  activity: (query: Partial<ActivityQuery>) => ['activity', 'list', query] as const,
  facets: ['activity', 'facets'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: async () => (await api.get<{ success: true; data: DashboardSummary }>('/dashboard/summary')).data,
  });
}

export function useActivity(query: Partial<ActivityQuery>) {
  return useQuery({
    queryKey: dashboardKeys.activity(query),
    queryFn: () => api.get<ActivityListResponse>('/activity', query),
    placeholderData: keepPreviousData,
  });
}

export function useActivityFacets() {
  return useQuery({
    queryKey: dashboardKeys.facets,
    queryFn: async () => (await api.get<{ success: true; data: ActivityFacets }>('/activity/facets')).data,
  });
}
