import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetectorsConfig } from '@/shared/extension/detectors';
import { api, unwrap } from '@/web/lib/api';
import { extensionKeys } from './keys';

const route = () => api.api.admin['extension-detectors'];

export function useDetectors() {
  return useQuery({ queryKey: extensionKeys.detectors, queryFn: () => unwrap(route().$get()) });
}

export function useSaveDetectors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: DetectorsConfig) => unwrap(route().$put({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: extensionKeys.all }),
  });
}

export function useResetDetectors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(route().$delete()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: extensionKeys.all }),
  });
}
