import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoundView, WaitlistEntry } from '@app/contract';
import { api } from '../../lib/api';

/** Rounds as the investor's screens read them: a plan's rounds (invest form) and their own waiting list (portfolio). */

const roundKeys = {
  plan: (planId: string) => ['rounds', 'plan', planId] as const,
  waitlist: ['rounds', 'waitlist'] as const,
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
