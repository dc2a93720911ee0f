import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { progressKeys } from './keys';

/**
 * The leaderboard's 'hide me' setting (docs/decisions/0116-progress-features.md), saved on the
 * profile through PATCH /api/settings.
 */
export function useHideFromLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: progressKeys.hide,
    mutationFn: (hide: boolean) =>
      unwrap(api.api.settings.$patch({ json: { hideFromLeaderboard: hide } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meKey }),
        queryClient.invalidateQueries({ queryKey: progressKeys.leaderboards }),
      ]),
  });
}
