import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

/**
 * Today's goal, counts and setters (`GET /api/tracker/today`), under the tracker's key
 * (['tracker', 'today']): the dashboard's card and the share page's progress read one answer,
 * and a log refreshes both.
 */
export const todayQueryOptions = queryOptions({
  queryKey: ['tracker', 'today'] as const,
  queryFn: () => unwrap(api.api.tracker.today.$get()),
});
