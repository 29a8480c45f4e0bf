import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AnalyticsRange,
  DailyTracking,
  PlanSummary,
  WorkPlanAnalytics,
  WorkPlanCheckIn,
  WorkPlanDashboard,
  WorkPlanDetail,
  WorkPlanSettings,
  WorkPlanView,
} from '@app/contract';
import { api } from '../../lib/api';

/** TanStack Query hooks over /api/v1/work-plans. Every write answers with the fresh plan, which replaces the cache. */

export type Month = { year: number; month: number };
const workPlanKeys = {
  all: ['work-plans'] as const,
  mine: (m: Month) => ['work-plans', 'me', m.year, m.month] as const,
  checkIns: (m: Month) => ['work-plans', 'me', 'check-ins', m.year, m.month] as const,
  list: (query: Record<string, unknown>) => ['work-plans', 'list', query] as const,
  detail: (id: string) => ['work-plans', 'detail', id] as const,
  dashboard: ['work-plans', 'dashboard'] as const,
  daily: (date: string) => ['work-plans', 'daily', date] as const,
  analytics: (range: AnalyticsRange) => ['work-plans', 'analytics', range] as const,
  settings: ['work-plans', 'settings'] as const,
};

// ---------------------------------------------------------------- the signed-in employee

export function useMyPlan(m: Month) {
  return useQuery({
    queryKey: workPlanKeys.mine(m),
    queryFn: async () => (await api.get<{ data: WorkPlanView }>('/work-plans/me', m)).data,
  });
}

export function useMyCheckIns(m: Month) {
  return useQuery({
    queryKey: workPlanKeys.checkIns(m),
    queryFn: async () => {
      const body = await api.get<{ data: WorkPlanCheckIn[]; today: string; startDay: string; allowUnplannedTasks: boolean; dailyDeadlineHour: number }>(
        '/work-plans/me/check-ins',
        m,
      );
      return {
        checkIns: body.data,
        today: body.today,
        startDay: body.startDay,
        allowUnplannedTasks: body.allowUnplannedTasks,
        dailyDeadlineHour: body.dailyDeadlineHour,
      };
    },
  });
}

/** A write whose answer is the fresh view cached under `key`; `stale` are the other reads it changes. */
function useViewWrite<View, Vars>(key: QueryKey, send: (vars: Vars) => Promise<{ data: View; message?: string }>, stale: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      queryClient.setQueryData(key, body.data);
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A write on the own plan: the answer is the new plan view. */
const usePlanWrite = <Vars>(m: Month, send: (vars: Vars) => Promise<{ data: WorkPlanView; message?: string }>) => useViewWrite(workPlanKeys.mine(m), send);

export const useAddTask = (m: Month) => usePlanWrite(m, (vars: Record<string, unknown>) => api.post('/work-plans/me/tasks', { ...vars, ...m }));
export const useUpdateTask = (m: Month) =>
  usePlanWrite(m, ({ id, ...changes }: { id: string } & Record<string, unknown>) => api.patch(`/work-plans/me/tasks/${id}`, changes));
export const useDeleteTask = (m: Month) => usePlanWrite(m, (id: string) => api.delete(`/work-plans/me/tasks/${id}`));
export const useSubmitPlan = (m: Month) => usePlanWrite(m, () => api.post('/work-plans/me/submit', m));

export function useSaveCheckIn(m: Month) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: Record<string, unknown>) => api.post<{ data: WorkPlanCheckIn; message: string }>('/work-plans/me/check-ins', vars),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workPlanKeys.checkIns(m) });
      void queryClient.invalidateQueries({ queryKey: workPlanKeys.mine(m) });
    },
  });
}

// ---------------------------------------------------------------- managers

export function usePlanList(query: Month & { department?: string; status?: string; performance?: string; search?: string }) {
  return useQuery({
    queryKey: workPlanKeys.list(query),
    queryFn: async () => {
      const body = await api.get<{ data: PlanSummary[]; departments: string[]; total: number }>('/work-plans', query);
      return { plans: body.data, departments: body.departments, total: body.total };
    },
    placeholderData: (previous) => previous,
  });
}

export function usePlanDetail(id: string) {
  return useQuery({
    queryKey: workPlanKeys.detail(id),
    queryFn: async () => (await api.get<{ data: WorkPlanDetail }>(`/work-plans/${id}`)).data,
  });
}

/** A manager's write on a plan: the answer is the new plan detail, and the list and dashboard change with it. */
const useManagerWrite = <Vars>(id: string, send: (vars: Vars) => Promise<{ data: WorkPlanDetail; message?: string }>) =>
  useViewWrite(workPlanKeys.detail(id), send, [['work-plans', 'list'], workPlanKeys.dashboard]);

export const useApprovePlan = (id: string) => useManagerWrite(id, (feedback: string) => api.post(`/work-plans/${id}/approve`, { feedback }));
export const useRequestChanges = (id: string) => useManagerWrite(id, (feedback: string) => api.post(`/work-plans/${id}/request-changes`, { feedback }));
export const useAddFeedback = (id: string) =>
  useManagerWrite(id, (vars: { content: string; type: string; week?: number | null; taskId?: string | null }) => api.post(`/work-plans/${id}/feedback`, vars));

export function useDashboard(m: Month) {
  return useQuery({
    queryKey: [...workPlanKeys.dashboard, m.year, m.month],
    queryFn: async () => (await api.get<{ data: WorkPlanDashboard }>('/work-plans/dashboard', m)).data,
    placeholderData: (previous) => previous,
  });
}

export function useDaily(date: string) {
  return useQuery({
    queryKey: workPlanKeys.daily(date),
    queryFn: async () => (await api.get<{ data: DailyTracking }>('/work-plans/daily', { date })).data,
    placeholderData: (previous) => previous,
  });
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: workPlanKeys.analytics(range),
    queryFn: async () => (await api.get<{ data: WorkPlanAnalytics }>('/work-plans/analytics', { range })).data,
    placeholderData: (previous) => previous,
  });
}

export function useSettings() {
  return useQuery({ queryKey: workPlanKeys.settings, queryFn: async () => (await api.get<{ data: WorkPlanSettings }>('/work-plans/settings')).data });
}

/** Settings apply to every plan, check-in and score: all work-plan reads are refetched. */
export const useSaveSettings = () =>
  useViewWrite(workPlanKeys.settings, (settings: WorkPlanSettings) => api.put<{ data: WorkPlanSettings; message: string }>('/work-plans/settings', settings), [
    workPlanKeys.all,
  ]);
