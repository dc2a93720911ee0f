import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReauthInput } from '@/shared/schemas/privacy';
import { api, unwrap } from '@/web/lib/api';
import { forgetMeOnDevice, meKey } from '@/web/lib/me';

/** Deletes the account on the server; then, like a sign-out, forgets everything cached here. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: ReauthInput) =>
      unwrap(api.api.privacy['delete-account'].$post({ json: proof })),
    onSuccess: () => {
      forgetMeOnDevice();
      queryClient.setQueryData(meKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
    },
  });
}
