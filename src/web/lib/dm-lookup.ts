import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandlePlatform } from '@/shared/domain/prospect-input';
import { api, unwrap } from '@/web/lib/api';

export type DmLookupInput = { profileUrl: string; platform?: HandlePlatform };

/** Under ['dms'] (the DM lists), so logging or deleting a DM makes the answer stale. */
export const dmLookupQueryOptions = (query: DmLookupInput) =>
  queryOptions({
    queryKey: ['dms', 'lookup', query] as const,
    queryFn: () => unwrap(api.api.dms.lookup.$get({ query })),
    staleTime: 30_000,
  });

/** The duplicate pre-check: when the member last messaged this profile (null: never). */
export function useDmLookup(query: DmLookupInput | null) {
  return useQuery({
    ...dmLookupQueryOptions(query ?? { profileUrl: '' }),
    enabled: query !== null,
  });
}
