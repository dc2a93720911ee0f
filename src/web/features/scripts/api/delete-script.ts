import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedScript } from '@/shared/schemas/scripts';
import { api, unwrap } from '@/web/lib/api';
import { scriptKeys } from './keys';

/** Removes the script from the list at once; puts it back if the server refuses. */
export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.scripts[':id'].$delete({ param: { id } })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: scriptKeys.saved });
      const before = queryClient.getQueryData<{ scripts: SavedScript[] }>(scriptKeys.saved);
      if (before) {
        queryClient.setQueryData(scriptKeys.saved, {
          scripts: before.scripts.filter((script) => script.id !== id),
        });
      }
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(scriptKeys.saved, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptKeys.all }),
  });
}
