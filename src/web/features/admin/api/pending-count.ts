import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

export const pendingCountQueryOptions = queryOptions({
  queryKey: adminKeys.pendingCount,
  queryFn: () => unwrap(api.api.admin['pending-count'].$get()),
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/**
 * How many sign-ups wait for the admin's decision (the badge on Admin in the navigation). Asked
 * only for an admin: the route answers 403 to everybody else.
 */
export function usePendingCount(isAdmin: boolean): number {
  const { data } = useQuery({ ...pendingCountQueryOptions, enabled: isAdmin });
  return isAdmin ? (data?.pending ?? 0) : 0;
}
