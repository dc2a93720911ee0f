import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveScriptInput } from '@/shared/schemas/scripts';
import { api, unwrap } from '@/web/lib/api';
import { scriptKeys } from './keys';

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveScriptInput) => unwrap(api.api.scripts.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.all }),
  });
}
