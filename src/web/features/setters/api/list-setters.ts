import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { settersApi } from './client';
import { setterKeys } from './keys';

/** All of the member's setters, active and inactive (the Logs Manager's Team Management list). */
export const settersQueryOptions = queryOptions({
  queryKey: setterKeys.list,
  queryFn: () => unwrap(settersApi.$get({ query: {} })),
});

export function useSetters() {
  return useQuery(settersQueryOptions);
}
