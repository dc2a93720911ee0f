import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { scriptKeys } from './keys';

export const scriptsQueryOptions = queryOptions({
  queryKey: scriptKeys.saved,
  queryFn: () => unwrap(api.api.scripts.$get()),
});

export function useSavedScripts() {
  return useQuery(scriptsQueryOptions);
}
