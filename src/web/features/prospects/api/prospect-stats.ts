import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { prospectsApi } from './client';
import { prospectKeys } from './keys';

export const prospectStatsQueryOptions = queryOptions({
  queryKey: prospectKeys.stats,
  queryFn: () => unwrap(prospectsApi.stats.$get()),
});

export function useProspectStats() {
  return useQuery(prospectStatsQueryOptions);
}
