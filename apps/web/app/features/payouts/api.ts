import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountChange } from '@app/contract';
import { api } from '../../lib/api';
import { toast } from '../../ui/Toaster';

/** Data of payout accounts: the investor's own, and an investor's history for staff. */

const payoutKeys = {
  mine: ['payouts', 'mine'] as const,
  investor: (userId: string) => ['payouts', 'investor', userId] as const,
};

export function useMyPayoutAccount() {
  return useQuery({
    queryKey: payoutKeys.mine,
    queryFn: async () => {
      const body = await api.get<{ data: PayoutAccount | null; history: PayoutAccount[] }>('/investor/payout-account');
      return { current: body.data, history: body.history };
    },
  });
}

export function useChangePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountChange) => api.post<{ data: PayoutAccount; message?: string }>('/investor/payout-account', input),
    onSuccess: async (body) => {
      if (body.message) toast.success(body.message);
      await queryClient.invalidateQueries({ queryKey: payoutKeys.mine });
    },
  });
}

export function useInvestorPayoutAccounts(userId: string) {
  return useQuery({
    queryKey: payoutKeys.investor(userId),
    queryFn: async () => (await api.get<{ data: PayoutAccount[] }>(`/investors/${userId}/payout-accounts`)).data,
  });
}

export function useConfirmPayoutAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ data: PayoutAccount; message?: string }>(`/investors/${userId}/payout-accounts/${id}/confirm`, { reason }),
    onSuccess: async (body) => {
      if (body.message) toast.success(body.message);
      await queryClient.invalidateQueries({ queryKey: payoutKeys.investor(userId) });
    },
  });
}
