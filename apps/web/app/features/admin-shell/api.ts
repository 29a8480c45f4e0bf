import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityFacets, ActivityListResponse, ActivityQuery, DashboardSummary, NeedsAttentionItem } from '@app/contract';
import { api } from '../../lib/api';

const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
  needsAttention: ['dashboard', 'needs-attention'] as const,
  activity: (query: Partial<ActivityQuery>) => ['activity', 'list', query] as const,
  facets: ['activity', 'facets'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: async () => (await api.get<{ success: true; data: DashboardSummary }>('/dashboard/summary')).data,
  });
}

export function useNeedsAttention() {
  return useQuery({
    queryKey: dashboardKeys.needsAttention,
    queryFn: async () => (await api.get<{ success: true; data: NeedsAttentionItem[] }>('/dashboard/needs-attention')).data,
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
