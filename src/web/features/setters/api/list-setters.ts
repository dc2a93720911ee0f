import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { settersApi } from './client';

export const settersKey = ['setters'] as const;

/** All of the member's setters, active and inactive (the Logs Manager's Team Management list). */
export const settersQueryOptions = queryOptions({
  queryKey: [...settersKey, 'all'],
  queryFn: () => unwrap(settersApi.$get({ query: {} })),
});

export function useSetters() {
  return useQuery(settersQueryOptions);
}
