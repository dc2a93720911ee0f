import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput } from '@/shared/schemas/api-tokens';
import { api, unwrap } from '@/web/lib/api';
import { apiTokenKeys } from './keys';

export function useMyApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.mine,
    queryFn: () => unwrap(api.api.security['api-tokens'].$get()),
  });
}

/** Answers the new token: the only time it is shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateApiTokenInput) =>
      unwrap(api.api.security['api-tokens'].$post({ json })),
    // The security activity (Settings' own query) shows the new token on its next load.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.api.security['api-tokens'][':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
