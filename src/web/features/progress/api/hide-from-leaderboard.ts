import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/profile';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { progressKey } from './keys';

/**
 * The leaderboard's 'hide me' setting (docs/decisions/0116-progress-features.md), saved on the
 * profile through PATCH /api/settings.
 */
export function useHideFromLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...progressKey, 'hide'],
    mutationFn: (hide: boolean) =>
      unwrap(api.api.settings.$patch({ json: { hideFromLeaderboard: hide } })),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<MeResponse | null>(meKey, (me) => (me ? { ...me, profile } : me));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...progressKey, 'leaderboard'] }),
  });
}
