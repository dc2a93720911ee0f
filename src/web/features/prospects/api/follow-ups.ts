import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FollowUpGroup } from '@/shared/domain/pipeline';
import { unwrap } from '@/web/lib/api';
import { prospectsApi } from './client';
import { prospectKeys } from './keys';

export const followUpsQueryOptions = (group: FollowUpGroup) =>
  infiniteQueryOptions({
    queryKey: prospectKeys.followUps(group),
    queryFn: ({ pageParam }) =>
      unwrap(
        prospectsApi['follow-ups'].$get({
          query: { group, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useFollowUps(group: FollowUpGroup) {
  return useInfiniteQuery(followUpsQueryOptions(group));
}
