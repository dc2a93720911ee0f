import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

/** Active setters, under the shared ['setters'] key so a new setter anywhere shows up here. */
export const activeSettersKey = ['setters', { active: true }] as const;

export const activeSettersQueryOptions = queryOptions({
  queryKey: activeSettersKey,
  queryFn: async () => (await unwrap(api.api.setters.$get({ query: { active: 'true' } }))).setters,
  staleTime: 0, // a setter added on another screen shows the next time it is asked
});

/** The setter choices besides 'Self' (team mode only): the Log DM dialog and the share page. */
export function useActiveSetters(enabled: boolean) {
  return useQuery({ ...activeSettersQueryOptions, enabled });
}
