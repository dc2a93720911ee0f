import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { progressKeys } from './keys';

export const achievementsQueryOptions = queryOptions({
  queryKey: progressKeys.achievements,
  queryFn: () => unwrap(api.api.progress.achievements.$get()),
});

export function useAchievements() {
  return useQuery(achievementsQueryOptions);
}
