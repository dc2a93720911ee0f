import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReauthInput } from '@/shared/schemas/privacy';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

/** Removes a member and all their data, on the admin's own password (and code) again. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, proof }: { userId: string; proof: ReauthInput }) =>
      unwrap(api.api.admin.users[':userId'].remove.$post({ param: { userId }, json: proof })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
