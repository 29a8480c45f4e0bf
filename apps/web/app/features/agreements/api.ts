import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementPreview, AgreementTemplate, AgreementTemplateOverview } from '@app/contract';
import { api } from '../../lib/api';
import { toast } from '../../ui/Toaster';

/** Data of the Mudarabah agreement: the investor's preview and the staff's template versions. */

const agreementKeys = {
  preview: (planId: string, units: number) => ['agreements', 'preview', planId, units] as const,
  template: ['agreements', 'template'] as const,
  version: (version: number) => ['agreements', 'template', version] as const,
};

/** The current agreement filled for the plan and units being chosen; the last one stays while the next loads. */
export function useAgreementPreview(planId: string, units: number, enabled: boolean) {
  return useQuery({
    queryKey: agreementKeys.preview(planId, units),
    queryFn: async () => (await api.post<{ data: AgreementPreview }>('/investor/agreements/preview', { planId, units })).data,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useAgreementTemplate() {
  return useQuery({
    queryKey: agreementKeys.template,
    queryFn: async () => (await api.get<{ data: AgreementTemplateOverview }>('/agreements/template')).data,
  });
}

export function useAgreementTemplateVersion(version: number | null) {
  return useQuery({
    queryKey: agreementKeys.version(version ?? 0),
    queryFn: async () => (await api.get<{ data: AgreementTemplate }>(`/agreements/template/versions/${version}`)).data,
    enabled: version !== null,
  });
}

export function useSaveAgreementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<{ data: AgreementTemplate; message: string }>('/agreements/template', { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      queryClient.invalidateQueries({ queryKey: agreementKeys.template });
    },
  });
}
