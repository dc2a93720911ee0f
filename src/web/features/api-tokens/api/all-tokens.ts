import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { apiTokenKeys } from './keys';

/** The admin's list: every member's tokens. */
export function useAllApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.everyone,
    queryFn: () => unwrap(api.api.admin['api-tokens'].$get()),
  });
}

export function useRevokeAnyApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.api.admin['api-tokens'][':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
