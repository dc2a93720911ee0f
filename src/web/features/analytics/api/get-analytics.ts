import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@/shared/schemas/analytics';
import { api, unwrap } from '@/web/lib/api';

const daysParam = { 7: '7', 30: '30', 90: '90' } as const;

export const analyticsQueryOptions = (days: AnalyticsRange) =>
  queryOptions({
    queryKey: ['analytics', days],
    queryFn: () => unwrap(api.api.analytics.$get({ query: { days: daysParam[days] } })),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(days: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(days));
}
