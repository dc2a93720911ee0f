import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { prospectsApi } from './client';
import { prospectKeys } from './keys';

/** One prospect with its timeline and the prospects that may be the same person. */
export const prospectDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: prospectKeys.details(id),
    queryFn: () => unwrap(prospectsApi[':id'].$get({ param: { id } })),
  });

export function useProspectDetails(id: string | null) {
  return useQuery({ ...prospectDetailsQueryOptions(id ?? ''), enabled: id !== null });
}
