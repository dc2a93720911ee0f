import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { trackerKeys } from './keys';

export const todayQueryOptions = queryOptions({
  queryKey: trackerKeys.today,
  queryFn: () => unwrap(api.api.tracker.today.$get()),
});

/** Today's goal inputs, counts, setter stats and celebration flag: one request. */
export function useTrackerToday() {
  return useQuery(todayQueryOptions);
}
