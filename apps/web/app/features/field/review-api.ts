import { useQuery } from '@tanstack/react-query';
import type { FieldTotals, InvestorFarm, ReviewFilter, ReviewQueue } from '@app/contract';
import { api } from '../../lib/api';

export const reviewKeys = {
  all: ['field-review'] as const,
  queue: (cycleId: string, status: ReviewFilter) => ['field-review', cycleId, status] as const,
  totals: (cycleId: string) => ['field-review', cycleId, 'totals'] as const,
};

/** A cycle's review queue in one state. */
export const useReviewQueue = (cycleId: string, status: ReviewFilter) =>
  useQuery({
    queryKey: reviewKeys.queue(cycleId, status),
    queryFn: async () => (await api.get<{ data: ReviewQueue }>(`/field/cycles/${cycleId}/review`, { status })).data,
  });

/** What the records say, for the close dialog's reconciliation. */
export const useFieldTotals = (cycleId: string, enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.totals(cycleId),
    enabled,
    queryFn: async () => (await api.get<{ data: FieldTotals }>(`/field/cycles/${cycleId}/totals`)).data,
  });

/** The farm an investor's investment runs on (published records only); absent before it joins a cycle. */
export const useInvestorFarm = (investmentId: string, enabled: boolean, initial?: InvestorFarm) =>
  useQuery({
    queryKey: ['investor', 'farm', investmentId],
    enabled,
    initialData: initial,
    queryFn: async () => (await api.get<{ data: InvestorFarm }>(`/investor/investments/${investmentId}/farm`)).data,
  });
