import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@/shared/schemas/analytics';
import { api, unwrap } from '@/web/lib/api';

const daysParam = { 7: '7', 30: '30', 90: '90' } as const;

export const scriptAnalyticsQueryOptions = (days: AnalyticsRange) =>
  queryOptions({
    queryKey: ['analytics', 'scripts', days],
    queryFn: () => unwrap(api.api.analytics.scripts.$get({ query: { days: daysParam[days] } })),
    placeholderData: keepPreviousData,
  });

export function useScriptAnalytics(days: AnalyticsRange) {
  return useQuery(scriptAnalyticsQueryOptions(days));
}
