import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardMetric } from '@/shared/schemas/progress';
import { api, unwrap } from '@/web/lib/api';
import { progressKeys } from './keys';

export type LeaderboardPeriod = 'week' | 'month';

export const leaderboardQueryOptions = (period: LeaderboardPeriod, metric: LeaderboardMetric) =>
  queryOptions({
    queryKey: progressKeys.leaderboard(period, metric),
    queryFn: () => unwrap(api.api.progress.leaderboard.$get({ query: { period, metric } })),
    placeholderData: keepPreviousData,
  });

export function useLeaderboard(period: LeaderboardPeriod, metric: LeaderboardMetric) {
  return useQuery(leaderboardQueryOptions(period, metric));
}
