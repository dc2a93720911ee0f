import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

export const scriptsKey = ['scripts'] as const;

export const scriptsQueryOptions = queryOptions({
  queryKey: scriptsKey,
  queryFn: () => unwrap(api.api.scripts.$get()),
});

export function useSavedScripts() {
  return useQuery(scriptsQueryOptions);
}
