import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { progressKey } from './keys';

export const achievementsQueryOptions = queryOptions({
  queryKey: [...progressKey, 'achievements'],
  queryFn: () => unwrap(api.api.progress.achievements.$get()),
});

export function useAchievements() {
  return useQuery(achievementsQueryOptions);
}
