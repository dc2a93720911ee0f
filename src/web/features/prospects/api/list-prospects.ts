import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PlatformFilter, StatusFilter } from '@/shared/domain/pipeline';
import { unwrap } from '@/web/lib/api';
import { prospectsApi } from './client';
import { prospectKeys } from './keys';

export type ProspectFilters = { q: string; status: StatusFilter; platform: PlatformFilter };

/**
 * Filtered, searched and paged by the server (docs/decisions/0118-prospect-search.md): 25 at a time,
 * never the whole list.
 */
export const prospectsQueryOptions = (filters: ProspectFilters) =>
  infiniteQueryOptions({
    queryKey: prospectKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        prospectsApi.$get({
          query: {
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.status === 'all' ? {} : { status: filters.status }),
            ...(filters.platform === 'all' ? {} : { platform: filters.platform }),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useProspects(filters: ProspectFilters) {
  return useInfiniteQuery(prospectsQueryOptions(filters));
}

/**
 * Any of the member's prospects by name, company, notes or a profile's handle (the list's search
 * on the server): Same person?'s search. Nothing is asked while `q` is empty.
 */
export function useProspectSearch(q: string) {
  return useInfiniteQuery({
    ...prospectsQueryOptions({ q, status: 'all', platform: 'all' }),
    enabled: q !== '',
  });
}
