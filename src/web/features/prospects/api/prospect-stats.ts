import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { prospectsApi } from './client';
import { prospectsKey } from './list-prospects';

export const prospectStatsQueryOptions = queryOptions({
  queryKey: [...prospectsKey, 'stats'],
  queryFn: () => unwrap(prospectsApi.stats.$get()),
});

export function useProspectStats() {
  return useQuery(prospectStatsQueryOptions);
}
