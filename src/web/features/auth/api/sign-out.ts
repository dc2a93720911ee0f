import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryingFetch } from '@/web/lib/api';
import { forgetMeOnDevice, meKey } from '@/web/lib/me';

/** Ends the session on the server (better-auth wants a JSON body), then forgets every cached query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await retryingFetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    },
    onSettled: () => {
      forgetMeOnDevice();
      queryClient.setQueryData(meKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
    },
  });
}
