import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseProspect, type HandlePlatform } from '@/shared/domain/prospect-input';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
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

/**
 * The pre-check while the member types: the profile, the prospect it belongs to (the DM will be
 * a follow-up) or prospects of the same name, and when it was last messaged.
 */
export function useDmLookup(query: DmLookupInput | null) {
  return useQuery({
    ...dmLookupQueryOptions(query ?? { profileUrl: '' }),
    enabled: query !== null,
  });
}

/** The lookup of what Log DM's field holds, once it names a profile and typing has settled. */
export function useTypedProfileLookup(value: string, platform: HandlePlatform | undefined) {
  const parsed = useMemo(
    () => (value.trim() ? parseProspect(value, platform) : null),
    [value, platform],
  );
  const settled = useDebouncedValue(parsed?.ok ? value.trim() : '', 300);
  const lookup = useDmLookup(settled ? { profileUrl: settled, platform } : null);
  return settled && parsed?.ok ? lookup.data : undefined;
}
