import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

export const objectionsKey = ['objections'] as const;

export const objectionsQueryOptions = queryOptions({
  queryKey: objectionsKey,
  queryFn: () => unwrap(api.api.objections.$get()),
});

export function useCustomObjections() {
  return useQuery(objectionsQueryOptions);
}
