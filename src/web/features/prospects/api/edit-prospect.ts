import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditDmInput } from '@/shared/schemas/dm';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { dmsApi } from './client';

export function useEditProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: EditDmInput }) =>
      unwrap(dmsApi[':id'].$patch({ param: { id }, json: changes })),
    onSettled: () => invalidateDmData(queryClient),
  });
}
