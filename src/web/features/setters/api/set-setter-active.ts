import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { settersApi } from './client';
import { setterKeys } from './keys';

/**
 * A setter is deactivated or reactivated, never deleted with its history
 * (docs/decisions/0110-setters.md).
 */
export function useSetSetterActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      unwrap(settersApi[':id'].$patch({ param: { id }, json: { isActive } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: setterKeys.all }),
  });
}
