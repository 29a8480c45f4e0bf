import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CycleStatus, Pagination, RoundAdmin, RoundAdminDetail } from '@app/contract';
import { api } from '../../lib/api';

export type RoundsFilter = { planId?: string; status?: CycleStatus; page?: number; limit?: number };

export const roundKeys = {
  all: ['rounds'] as const,
  list: (filter: RoundsFilter) => ['rounds', 'list', filter] as const,
  detail: (id: string) => ['rounds', id] as const,
};

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
