import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { activeSettersKey } from './keys';

export const activeSettersQueryOptions = queryOptions({
  queryKey: activeSettersKey,
  queryFn: async () => (await unwrap(api.api.setters.$get({ query: { active: 'true' } }))).setters,
  staleTime: 0, // a setter added on another screen shows the next time the dialog opens
});

/** The Log DM dialog's setter choices besides 'Self' (team mode only). */
export function useActiveSetters(enabled: boolean) {
  return useQuery({ ...activeSettersQueryOptions, enabled });
}
