import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { dmsApi } from './client';

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(dmsApi[':id'].$delete({ param: { id } })),
    onSettled: () => invalidateDmData(queryClient),
  });
}
