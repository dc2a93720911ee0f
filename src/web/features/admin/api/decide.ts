import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: 'approved' | 'rejected' }) =>
      unwrap(
        api.api.admin.users[':userId'].decision.$post({ param: { userId }, json: { status } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
