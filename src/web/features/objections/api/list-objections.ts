import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { objectionKeys } from './keys';

export const objectionsQueryOptions = queryOptions({
  queryKey: objectionKeys.all,
  queryFn: () => unwrap(api.api.objections.$get()),
});

export function useCustomObjections() {
  return useQuery(objectionsQueryOptions);
}
