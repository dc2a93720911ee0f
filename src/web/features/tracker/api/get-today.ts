import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { trackerClient } from './client';
import { trackerKeys } from './keys';

export const todayQueryOptions = queryOptions({
  queryKey: trackerKeys.today,
  queryFn: () => unwrap(trackerClient.today.$get()),
});

/** Today's goal inputs, counts, setter stats and celebration flag: one request. */
export function useTrackerToday() {
  return useQuery(todayQueryOptions);
}
