import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { settingsKeys } from './keys';

/** The member's share key, which "Log at once" bookmarklets carry (docs/product.md §4.17). */
export const shareKeyQueryOptions = queryOptions({
  queryKey: settingsKeys.shareKey,
  queryFn: () => unwrap(api.api.settings['share-key'].$get()),
});

export const useShareKey = (enabled: boolean) => useQuery({ ...shareKeyQueryOptions, enabled });

/** A new key: every bookmarklet made with the old one asks before logging. */
export function useRenewShareKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.settings['share-key'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.shareKey }),
  });
}
