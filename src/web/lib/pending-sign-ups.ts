import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

/**
 * How many sign-ups wait for the admin's decision: the badge on Admin in the navigation
 * (src/web/app/shell/pending-badge.tsx). Here, with the shell's shared code, rather than in the
 * admin feature: the frame of every page needs it. Its key sits under the admin feature's
 * `adminKeys.users`, so a decision (which invalidates that) refreshes the badge.
 */
export const pendingSignUpsQueryOptions = queryOptions({
  queryKey: ['admin', 'users', 'pending-count'] as const,
  queryFn: () => unwrap(api.api.admin['pending-count'].$get()),
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/** The count for an admin; never asked for anybody else (the route answers 403 to them). */
export function usePendingSignUpsCount(isAdmin: boolean): number {
  const { data } = useQuery({ ...pendingSignUpsQueryOptions, enabled: isAdmin });
  return isAdmin ? (data?.pending ?? 0) : 0;
}
