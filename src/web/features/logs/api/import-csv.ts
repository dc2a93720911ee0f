import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { logsApi } from './client';

export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => unwrap(logsApi.import.preview.$post({ json: { csv } })),
  });
}

/** All or nothing (one transaction); a refused file names its bad rows. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => unwrap(logsApi.import.$post({ json: { csv } })),
    onSuccess: () => invalidateDmData(queryClient),
  });
}
