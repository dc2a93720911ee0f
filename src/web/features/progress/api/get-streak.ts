import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { progressKeys } from './keys';

export const streakQueryOptions = queryOptions({
  queryKey: progressKeys.streak,
  queryFn: () => unwrap(api.api.progress.streak.$get()),
});

export function useStreak() {
  return useQuery(streakQueryOptions);
}
