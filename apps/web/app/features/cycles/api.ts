import { useQuery } from '@tanstack/react-query';
import type { Cycle, CycleAccount, CycleClosePreview, CycleStatus, CycleUpdate, Investment, InvestmentAccount } from '@app/contract';
import { api } from '../../lib/api';

export type CycleDetail = { cycle: Cycle; updates: CycleUpdate[]; investments: Investment[]; account: CycleAccount | null };

export const cycleKeys = {
  all: ['cycles'] as const,
  detail: (id: string) => ['cycles', id] as const,
  assignable: (id: string) => ['cycles', id, 'assignable'] as const,
  closePreview: (id: string) => ['cycles', id, 'close-preview'] as const,
};

export const useCycles = (status?: CycleStatus) =>
  useQuery({ queryKey: [...cycleKeys.all, 'list', status ?? 'all'], queryFn: async () => (await api.get<{ data: Cycle[] }>('/cycles', { status })).data });
export const useCycle = (id: string) =>
  useQuery({ queryKey: cycleKeys.detail(id), queryFn: async () => (await api.get<{ data: CycleDetail }>(`/cycles/${id}`)).data });
export const useAssignable = (id: string, enabled: boolean) =>
  useQuery({ queryKey: cycleKeys.assignable(id), enabled, queryFn: async () => (await api.get<{ data: Investment[] }>(`/cycles/${id}/assignable`)).data });
/** The close's pre-flight summary, and any request to close waiting for a second admin. */
export const useClosePreview = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: cycleKeys.closePreview(id),
    enabled,
    queryFn: async () => (await api.get<{ data: CycleClosePreview }>(`/cycles/${id}/close/preview`)).data,
  });

/** The account of the closed cycle an investor's investment ran in (once it has matured). */
export const useInvestmentAccount = (investmentId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...cycleKeys.all, 'investment-account', investmentId],
    queryFn: async () => (await api.get<{ data: InvestmentAccount }>(`/investor/investments/${investmentId}/account`)).data,
    enabled,
  });
