import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CycleStatus, Pagination, RoundAdmin, RoundAdminDetail, RoundView, WaitlistEntry } from '@app/contract';
import { api } from '../../lib/api';

/** Rounds as the screens read them: a plan's rounds (invest form), the investor's waiting list (portfolio), and the staff's rounds screens. */

export type RoundsFilter = { planId?: string; status?: CycleStatus; page?: number; limit?: number };

export const roundKeys = {
  all: ['rounds'] as const,
  plan: (planId: string) => ['rounds', 'plan', planId] as const,
  waitlist: ['rounds', 'waitlist'] as const,
  list: (filter: RoundsFilter) => ['rounds', 'list', filter] as const,
  detail: (id: string) => ['rounds', id] as const,
};

/** GET /rounds?planId=: units left change with every request, so they are read again whenever the form is shown. */
export function usePlanRounds(planId: string) {
  return useQuery({
    queryKey: roundKeys.plan(planId),
    queryFn: async () => {
      const body = await api.get<{ data: RoundView[]; nextExpected: string | null }>('/rounds', { planId });
      return { rounds: body.data, nextExpected: body.nextExpected ?? null };
    },
    staleTime: 0,
  });
}

/** GET /investor/waitlist: the investor's waiting list entries. */
export function useMyWaitlist() {
  return useQuery({
    queryKey: roundKeys.waitlist,
    queryFn: async () => (await api.get<{ data: WaitlistEntry[] }>('/investor/waitlist')).data,
    retry: false,
  });
}

/** DELETE /investor/rounds/:id/waitlist: leave a round's waiting list. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) => api.delete<{ message?: string }>(`/investor/rounds/${encodeURIComponent(roundId)}/waitlist`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundKeys.waitlist }),
  });
}

/** After a request holds units, the plan's rounds are read again (units left). */
export const roundsQueryKey = (planId: string) => roundKeys.plan(planId);

/** GET /rounds/admin: a page of rounds with what waits on each. */
export const useRoundsAdmin = (filter: RoundsFilter, enabled = true) =>
  useQuery({
    queryKey: roundKeys.list(filter),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = await api.get<{ data: RoundAdmin[]; pagination: Pagination }>('/rounds/admin', filter);
      return { data: body.data, pagination: body.pagination };
    },
  });

/** GET /rounds/:id/admin: the round page. */
export const useRoundAdmin = (id: string, enabled = true) =>
  useQuery({ queryKey: roundKeys.detail(id), enabled, queryFn: async () => (await api.get<{ data: RoundAdminDetail }>(`/rounds/${id}/admin`)).data });
