import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankTransferDetails,
  Investment,
  InvestmentDetail,
  InvestmentList,
  InvestmentStatusInput,
  InvestorProfile,
  InvestorProfileFields,
  InvestorStatus,
  InvestorVerificationInput,
  InvestmentRequestInput,
  InvestmentPlan,
  LateMoney,
  LateMoneyChoice,
  MaturityChoice,
  Pagination,
  PortfolioSummary,
} from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { useRecordWrite } from '../../ui/admin/query';

/** Data of investments: the investor's profile and portfolio, and the staff screens behind them. */

const investmentKeys = {
  all: ['investments'] as const,
  profile: ['investments', 'profile'] as const,
  mine: ['investments', 'mine'] as const,
  mineOne: (id: string) => ['investments', 'mine', id] as const,
  lateMoney: (id: string) => ['investments', 'mine', id, 'late-money'] as const,
  plan: (id: string) => ['investments', 'plan', id] as const,
  investors: (query: StaffQuery) => ['investments', 'investors', query] as const,
  investor: (id: string) => ['investments', 'investor', id] as const,
  investments: (query: StaffQuery) => ['investments', 'investments', query] as const,
  investment: (id: string) => ['investments', 'investment', id] as const,
};

export type StaffQuery = { status?: string; planId?: string; search?: string; page?: number };

// ------------------------------------------------------------------ investor

/** The signed-in investor's own profile; `enabled: false` for accounts that have none (staff). */
export function useInvestorProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: investmentKeys.profile,
    queryFn: async () => (await api.get<{ data: InvestorProfile }>('/investor/profile')).data,
    enabled,
  });
}

function useProfileWrite<V>(send: (value: V) => Promise<{ data: InvestorProfile; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      queryClient.setQueryData(investmentKeys.profile, body.data);
      if (body.message) toast.success(body.message);
    },
  });
}

export const useSaveProfile = () => useProfileWrite((fields: InvestorProfileFields) => api.put('/investor/profile', fields));
export const useUploadIdDocument = () =>
  useProfileWrite((file: File) => {
    const form = new FormData();
    form.append('document', file);
    return api.post('/investor/profile/id-document', form);
  });
/** "Submit for review": saves the details, then sends the profile for review; the person clicks once. */
export function useSubmitForReview() {
  const queryClient = useQueryClient();
  return useProfileWrite(async (fields: InvestorProfileFields) => {
    const saved = await api.put<{ data: InvestorProfile }>('/investor/profile', fields);
    queryClient.setQueryData(investmentKeys.profile, saved.data);
    return api.post<{ data: InvestorProfile; message?: string }>('/investor/profile/submit', {});
  });
}

export function useMyInvestments() {
  return useQuery({
    queryKey: investmentKeys.mine,
    queryFn: async () => {
      const body = await api.get<{ data: Investment[]; summary: PortfolioSummary }>('/investor/investments');
      return { investments: body.data, summary: body.summary };
    },
  });
}

/** One of the investor's investments; `initial` is what the server already read for the page. */
export function useMyInvestment(id: string, initial?: { investment: InvestmentDetail; bankTransfer: BankTransferDetails | null }) {
  return useQuery({
    queryKey: investmentKeys.mineOne(id),
    initialData: initial,
    queryFn: async () => {
      const body = await api.get<{ data: InvestmentDetail; bankTransfer?: BankTransferDetails }>(`/investor/investments/${id}`);
      return { investment: body.data, bankTransfer: body.bankTransfer ?? null };
    },
  });
}

export function usePlan(id: string) {
  return useQuery({ queryKey: investmentKeys.plan(id), queryFn: async () => (await api.get<{ data: InvestmentPlan }>(`/investment/plans/${id}`)).data });
}

export function useRequestInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    // cycleId: the round, when the plan has several open (issue 48).
    mutationFn: (input: InvestmentRequestInput & { cycleId?: string }) =>
      api.post<{ data: Investment; message: string; bankTransfer: BankTransferDetails }>('/investor/investments', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: investmentKeys.mine });
      void queryClient.invalidateQueries({ queryKey: ['rounds'] });
    },
  });
}

export function useCancelInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ data: Investment; message: string }>(`/investor/investments/${id}/cancel`, {}),
    onSuccess: (body) => {
      toast.success(body.message);
      queryClient.invalidateQueries({ queryKey: investmentKeys.mine });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the investment')),
  });
}

// ------------------------------------------------------------------ staff

export type InvestorListResponse = {
  data: InvestorProfile[];
  pagination: Pagination;
  counts: Record<InvestorStatus, number>;
};

export function useInvestors(query: StaffQuery) {
  return useQuery({
    queryKey: investmentKeys.investors(query),
    queryFn: () => api.get<InvestorListResponse>('/investors', { status: query.status, search: query.search, page: query.page }),
    placeholderData: (previous) => previous,
  });
}

export function useInvestor(userId: string) {
  return useQuery({ queryKey: investmentKeys.investor(userId), queryFn: async () => (await api.get<{ data: InvestorProfile }>(`/investors/${userId}`)).data });
}

/** A staff write that answers with the investor's profile: the profile shows it and the list reads again. */
const useInvestorWrite = <V>(userId: string, send: (value: V) => Promise<{ data: InvestorProfile; message: string }>) =>
  useRecordWrite(investmentKeys.investor(userId), send, [['investments', 'investors']]);

export const useReviewInvestor = (userId: string) =>
  useInvestorWrite(userId, (input: InvestorVerificationInput) => api.patch(`/investors/${userId}/verification`, input));

/** Staff suspend a verified investor (with a mailed reason), or lift the suspension. */
export const useSuspension = (userId: string) =>
  useInvestorWrite(userId, (reason: string | null) =>
    reason === null ? api.delete(`/investors/${userId}/suspension`) : api.post(`/investors/${userId}/suspension`, { reason }),
  );

export function useInvestments(query: StaffQuery) {
  return useQuery({
    queryKey: investmentKeys.investments(query),
    queryFn: () => api.get<InvestmentList>('/investments', { status: query.status, planId: query.planId, search: query.search, page: query.page }),
    placeholderData: (previous) => previous,
  });
}

export function useInvestment(id: string) {
  return useQuery({ queryKey: investmentKeys.investment(id), queryFn: async () => (await api.get<{ data: InvestmentDetail }>(`/investments/${id}`)).data });
}

// Maturing credits the profit or debits the loss: the ledger card reads it again.
const useInvestmentWrite = <V>(id: string, send: (value: V) => Promise<{ data: InvestmentDetail; message: string }>) =>
  useRecordWrite(investmentKeys.investment(id), send, [['investments', 'investments'], ['ledger']]);

export const useMoveInvestment = (id: string) => useInvestmentWrite(id, (change: InvestmentStatusInput) => api.patch(`/investments/${id}/status`, change));
export const useAddInvestmentNote = (id: string) => useInvestmentWrite(id, (note: string) => api.post(`/investments/${id}/notes`, { note }));

/** The investor saves what happens at maturity (issue 47); the page shows the saved message beside the form. */
export function useChooseMaturity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, maturityChoice }: { id: string; maturityChoice: MaturityChoice }) =>
      api.put<{ data: Investment; message: string }>(`/investor/investments/${id}/maturity-choice`, { maturityChoice }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: investmentKeys.mine }),
  });
}

/** Money that arrived after its round closed: where it stands, and the investor's choices. */
export function useLateMoney(id: string, enabled: boolean) {
  return useQuery({
    queryKey: investmentKeys.lateMoney(id),
    queryFn: async () => (await api.get<{ data: LateMoney }>(`/investor/investments/${id}/late-money`)).data,
    enabled,
  });
}

export function useChooseLateMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: LateMoneyChoice }) =>
      api.post<{ data: LateMoney; message: string }>(`/investor/investments/${id}/late-money`, { choice }),
    onSuccess: (body, { id }) => {
      queryClient.setQueryData(investmentKeys.lateMoney(id), body.data);
      return queryClient.invalidateQueries({ queryKey: investmentKeys.mine });
    },
  });
}
