import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { settersApi } from './client';
import { setterKeys } from './keys';

export function useAddSetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setterName: string) => unwrap(settersApi.$post({ json: { setterName } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: setterKeys.all }),
  });
}
