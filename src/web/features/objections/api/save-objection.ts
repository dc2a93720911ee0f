import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveObjectionInput } from '@/shared/schemas/objections';
import { api, unwrap } from '@/web/lib/api';
import { objectionKeys } from './keys';

export function useSaveObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveObjectionInput) => unwrap(api.api.objections.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectionKeys.all }),
  });
}
