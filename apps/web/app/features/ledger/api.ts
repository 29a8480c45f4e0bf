import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Approval,
  BankAccount,
  BankLine,
  BankLineStatus,
  BankMapping,
  BankStatement,
  BankTie,
  BooksCheckRun,
  InvestmentLedger,
  LedgerEntryInput,
  Pagination,
  PayoutBatch,
  PayoutBatchSendPreview,
  PayoutCandidate,
  ReconciliationGrouping,
  ReconciliationRow,
} from '@app/contract';
import { api } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { useRecordWrite } from '../../ui/admin/query';

/** Data of the ledger screens: an investment's entries, the books check, reconciliation, bank statements, payout batches. */

export const ledgerKeys = {
  all: ['ledger'] as const,
  investment: (id: string) => ['ledger', 'investment', id] as const,
  booksCheck: ['ledger', 'books-check'] as const,
  reconciliation: (by: ReconciliationGrouping) => ['ledger', 'reconciliation', by] as const,
  mappings: ['ledger', 'mappings'] as const,
  accounts: ['ledger', 'bank-accounts'] as const,
  lines: (status: BankLineStatus, page: number) => ['ledger', 'lines', status, page] as const,
  statements: (page: number) => ['ledger', 'statements', page] as const,
  candidates: (page: number) => ['ledger', 'payout-candidates', page] as const,
  batches: (page: number) => ['ledger', 'payout-batches', page] as const,
  approvals: ['ledger', 'approvals'] as const,
  sendPreview: (id: string) => ['ledger', 'payout-batches', id, 'send-preview'] as const,
};

/** The "Mark sent" dialog's pre-flight summary, read fresh each time the dialog opens. */
export const usePayoutBatchSendPreview = (id: string) =>
  useQuery({
    queryKey: ledgerKeys.sendPreview(id),
    gcTime: 0,
    queryFn: async () => (await api.get<{ data: PayoutBatchSendPreview }>(`/ledger/payout-batches/${id}/send/preview`)).data,
  });

/** Requests waiting for a second admin (four eyes): the batch page shows each on its batch. */
export const useWaitingApprovals = () =>
  useQuery({ queryKey: ledgerKeys.approvals, queryFn: async () => (await api.get<{ data: Approval[] }>('/approvals')).data });

export function useInvestmentLedger(investmentId: string) {
  return useQuery({
    queryKey: ledgerKeys.investment(investmentId),
    queryFn: async () => (await api.get<{ data: InvestmentLedger }>(`/investments/${investmentId}/ledger`)).data,
  });
}

/** A write that answers with the investment's ledger: the card, the investment's figures and the lists refresh. */
const useLedgerWrite = <V>(investmentId: string, send: (value: V) => Promise<{ data: InvestmentLedger; message: string }>) =>
  useRecordWrite(ledgerKeys.investment(investmentId), send, [['investments'], ['ledger', 'reconciliation']]);

export const useRecordEntry = (investmentId: string) =>
  useLedgerWrite(investmentId, (input: LedgerEntryInput) => api.post(`/investments/${investmentId}/ledger`, input));

export const useReverseEntry = (investmentId: string) =>
  useLedgerWrite(investmentId, ({ entryId, reason }: { entryId: string; reason: string }) =>
    api.post(`/investments/${investmentId}/ledger/${entryId}/reversal`, { reason }),
  );

export function useBooksCheck() {
  return useQuery({ queryKey: ledgerKeys.booksCheck, queryFn: async () => (await api.get<{ data: BooksCheckRun | null }>('/ledger/books-check')).data });
}

export function useRunBooksCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: BooksCheckRun; message: string }>('/ledger/books-check', {}),
    onSuccess: (body) => {
      if (body.data.differenceCount === 0) toast.success(body.message);
      else toast.error(body.message);
      queryClient.setQueryData(ledgerKeys.booksCheck, body.data);
    },
  });
}

export function useReconciliation(by: ReconciliationGrouping) {
  return useQuery({
    queryKey: ledgerKeys.reconciliation(by),
    queryFn: async () => (await api.get<{ data: ReconciliationRow[] }>('/ledger/reconciliation', { by })).data,
    placeholderData: (previous) => previous,
  });
}

export const useBankAccounts = () =>
  useQuery({ queryKey: ledgerKeys.accounts, queryFn: async () => (await api.get<{ data: BankAccount[] }>('/ledger/bank-accounts')).data });

export const useBankMappings = () =>
  useQuery({ queryKey: ledgerKeys.mappings, queryFn: async () => (await api.get<{ data: BankMapping[] }>('/ledger/bank-mappings')).data });
/** One page of bank lines; the page shown stays while the next loads. */
export const useBankLines = (status: BankLineStatus, page: number) =>
  useQuery({
    queryKey: ledgerKeys.lines(status, page),
    queryFn: () => api.get<{ data: BankLine[]; pagination: Pagination }>('/ledger/bank-lines', { status, page }),
    placeholderData: (previous) => previous,
  });
/** One page of imported statements with their balance checks, and the bank against the books per currency. */
export const useBankStatements = (page: number) =>
  useQuery({
    queryKey: ledgerKeys.statements(page),
    queryFn: () => api.get<{ data: BankStatement[]; pagination: Pagination; ties: BankTie[] }>('/ledger/bank-statements', { page }),
    placeholderData: (previous) => previous,
  });
export const usePayoutCandidates = (page: number) =>
  useQuery({
    queryKey: ledgerKeys.candidates(page),
    queryFn: () => api.get<{ data: PayoutCandidate[]; pagination: Pagination }>('/ledger/payout-candidates', { page }),
    placeholderData: (previous) => previous,
  });
export const usePayoutBatches = (page: number) =>
  useQuery({
    queryKey: ledgerKeys.batches(page),
    queryFn: () => api.get<{ data: PayoutBatch[]; pagination: Pagination }>('/ledger/payout-batches', { page }),
    placeholderData: (previous) => previous,
  });
