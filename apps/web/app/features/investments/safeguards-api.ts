import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryDeclarationInput,
  CheckAttempt,
  CheckQuestion,
  CheckQuestionInput,
  CheckResult,
  InvestorSafeguards,
  SafeguardRecord,
} from '@app/contract';
import { api } from '../../lib/api';

/** Data of the safeguards before a first investment: the investor's status and steps, and the staff views. */

const safeguardKeys = {
  mine: ['safeguards', 'mine'] as const,
  record: (userId: string) => ['safeguards', 'record', userId] as const,
  questions: ['safeguards', 'questions'] as const,
};

export function useSafeguards() {
  return useQuery({ queryKey: safeguardKeys.mine, queryFn: async () => (await api.get<{ data: InvestorSafeguards }>('/investor/safeguards')).data });
}

export function useDeclareCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryDeclarationInput) => api.post<{ data: InvestorSafeguards; message: string }>('/investor/safeguards/category', input),
    onSuccess: (body) => queryClient.setQueryData(safeguardKeys.mine, body.data),
  });
}

export const useStartCheck = () => useMutation({ mutationFn: async () => (await api.post<{ data: CheckAttempt }>('/investor/safeguards/check', {})).data });

export function useSubmitCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: number[] }) =>
      api.post<{ data: CheckResult; message: string }>(`/investor/safeguards/check/${id}`, { answers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardKeys.mine }),
  });
}

export function useSafeguardRecord(userId: string) {
  return useQuery({
    queryKey: safeguardKeys.record(userId),
    queryFn: async () => (await api.get<{ data: SafeguardRecord }>(`/investors/${userId}/safeguards`)).data,
  });
}

export function useCheckQuestions() {
  return useQuery({ queryKey: safeguardKeys.questions, queryFn: async () => (await api.get<{ data: CheckQuestion[] }>('/check-questions')).data });
}

export function useSaveCheckQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CheckQuestionInput }) =>
      id
        ? api.put<{ data: CheckQuestion; message: string }>(`/check-questions/${id}`, input)
        : api.post<{ data: CheckQuestion; message: string }>('/check-questions', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardKeys.questions }),
  });
}
