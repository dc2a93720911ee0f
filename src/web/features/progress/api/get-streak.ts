import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { progressKey } from './keys';

export const streakQueryOptions = queryOptions({
  queryKey: [...progressKey, 'streak'],
  queryFn: () => unwrap(api.api.progress.streak.$get()),
});

export function useStreak() {
  return useQuery(streakQueryOptions);
}
