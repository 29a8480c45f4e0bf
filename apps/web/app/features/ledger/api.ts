import { useQuery } from '@tanstack/react-query';
import type { BankLine, BankLineStatus, BankMapping, PayoutBatch, PayoutCandidate } from '@app/contract';
import { api } from '../../lib/api';

export const ledgerKeys = {
  all: ['ledger'] as const,
  mappings: ['ledger', 'mappings'] as const,
  lines: (status: BankLineStatus) => ['ledger', 'lines', status] as const,
  candidates: ['ledger', 'payout-candidates'] as const,
  batches: ['ledger', 'payout-batches'] as const,
};

export const useBankMappings = () =>
  useQuery({ queryKey: ledgerKeys.mappings, queryFn: async () => (await api.get<{ data: BankMapping[] }>('/ledger/bank-mappings')).data });
export const useBankLines = (status: BankLineStatus) =>
  useQuery({ queryKey: ledgerKeys.lines(status), queryFn: async () => (await api.get<{ data: BankLine[] }>('/ledger/bank-lines', { status })).data });
export const usePayoutCandidates = () =>
  useQuery({ queryKey: ledgerKeys.candidates, queryFn: async () => (await api.get<{ data: PayoutCandidate[] }>('/ledger/payout-candidates')).data });
export const usePayoutBatches = () =>
  useQuery({ queryKey: ledgerKeys.batches, queryFn: async () => (await api.get<{ data: PayoutBatch[] }>('/ledger/payout-batches')).data });
