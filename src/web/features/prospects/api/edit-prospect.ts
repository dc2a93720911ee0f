import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditProspectInput } from '@/shared/schemas/prospects';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { prospectsApi } from './client';
import { prospectKeys } from './keys';

/**
 * Name, company, notes, cadence or snooze. A new name or company is written on the prospect's
 * DMs too, so everything read from DMs refetches; otherwise only the prospect views do.
 */
export function useEditProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: EditProspectInput }) =>
      unwrap(prospectsApi[':id'].$patch({ param: { id }, json: changes })),
    onSettled: (_data, _error, { changes }) =>
      changes.name !== undefined || changes.companyName !== undefined
        ? invalidateDmData(queryClient)
        : queryClient.invalidateQueries({ queryKey: prospectKeys.all }),
  });
}
