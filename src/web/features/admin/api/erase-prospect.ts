import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EraseProspectInput } from '@/shared/schemas/privacy';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

/** How many DMs, in how many members' logs, erasing the profile would take. */
export function useErasurePreview() {
  return useMutation({
    mutationFn: (input: EraseProspectInput) =>
      unwrap(api.api.admin['erase-prospect'].preview.$post({ json: input })),
  });
}

/** Erases the person from every member's logs; the cohort's counts change with it. */
export function useEraseProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EraseProspectInput) =>
      unwrap(api.api.admin['erase-prospect'].$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
