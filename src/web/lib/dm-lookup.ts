import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandlePlatform } from '@/shared/domain/prospect-input';
import { api, unwrap } from '@/web/lib/api';

export type DmLookupInput = { profileUrl: string; platform?: HandlePlatform };

/** The lookup's keys; a log or an undo invalidates `all` (a DM changed, the answer may too). */
export const dmLookupKeys = {
  all: ['dms'] as const,
  lookup: (query: DmLookupInput) => ['dms', 'lookup', query] as const,
};

export const dmLookupQueryOptions = (query: DmLookupInput) =>
  queryOptions({
    queryKey: dmLookupKeys.lookup(query),
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
