import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { exportsApi } from './client';
import { exportKeys } from './keys';

/** The member's prospects whose name, company or notes hold `q` (the first five). */
export function useProspectsToMatch(q: string) {
  return useQuery({
    queryKey: exportKeys.prospects(q),
    queryFn: () => unwrap(api.api.prospects.$get({ query: { q, limit: '5' } })),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Remembers which prospect a Facebook name or X id is, for this and later exports. */
export function useMatchCounterpart() {
  return useMutation({
    mutationFn: (json: { counterpart: string; prospectId: string }) =>
      unwrap(exportsApi.matches.$put({ json })),
  });
}
