import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationFact, ExportPlatform } from '@/shared/schemas/exports';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { exportsApi } from './client';
import { exportKeys } from './keys';

/** The member's latest applies, each undoable from the Logs Manager. */
export function useRecentApplies() {
  return useQuery({
    queryKey: exportKeys.applies,
    queryFn: async () => (await unwrap(exportsApi.applies.$get())).applies,
  });
}

const refreshAfterWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    invalidateDmData(queryClient),
    queryClient.invalidateQueries({ queryKey: exportKeys.all }),
  ]);

type Facts = { platform: ExportPlatform; conversations: ConversationFact[] };

/** The report of an export's facts against the logs; nothing is written. */
export function useExportReport() {
  return useMutation({
    // Only the two fields: the server refuses anything else (a strict schema).
    mutationFn: ({ platform, conversations }: Facts) =>
      unwrap(exportsApi.report.$post({ json: { platform, conversations } })),
  });
}

/** Adds what the report found (all, or the counterparts in `only`). */
export function useApplyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platform, conversations, only }: Facts & { only?: string[] }) =>
      unwrap(exportsApi.apply.$post({ json: { platform, conversations, only } })),
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

/** Takes back a whole apply. */
export function useUndoExportApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(exportsApi.applies[':id'].undo.$post({ param: { id } })),
    onSettled: () => refreshAfterWrite(queryClient),
  });
}
