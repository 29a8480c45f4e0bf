import { useQuery } from '@tanstack/react-query';
import type { CycleFieldPlan, FieldAssignment } from '@app/contract';
import { api } from '../../lib/api';

/** What staff read of the field domain on a cycle's page: its officers and its farm plan (issue 51). */
export const fieldStaffKeys = {
  officers: (cycleId: string) => ['field', 'cycles', cycleId, 'officers'] as const,
  plan: (cycleId: string) => ['field', 'cycles', cycleId, 'plan'] as const,
  choices: ['field', 'officers'] as const,
};

export const useCycleOfficers = (cycleId: string) =>
  useQuery({ queryKey: fieldStaffKeys.officers(cycleId), queryFn: async () => (await api.get<{ data: FieldAssignment[] }>(`/field/cycles/${cycleId}/officers`)).data });
export const useOfficerChoices = (enabled: boolean) =>
  useQuery({ queryKey: fieldStaffKeys.choices, enabled, queryFn: async () => (await api.get<{ data: { id: string; name: string; email: string }[] }>('/field/officers')).data });
export const useFarmPlan = (cycleId: string) =>
  useQuery({ queryKey: fieldStaffKeys.plan(cycleId), queryFn: async () => (await api.get<{ data: CycleFieldPlan }>(`/field/cycles/${cycleId}/plan`)).data });
