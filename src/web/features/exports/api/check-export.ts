import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exportParts, mergeReportParts } from '@/shared/domain/export-parts';
import type {
  ConversationFact,
  ExportApplyResult,
  ExportPlatform,
  ExportReport,
  ExportReportPart,
} from '@/shared/schemas/exports';
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

/** Told after each part: how many of the check's requests are done, of how many. */
export type OnProgress = (done: number, total: number) => void;

/** A check in parts: Cancel aborts the request under way and sends no more. */
type InParts = { onProgress: OnProgress; signal: AbortSignal };

/**
 * The report of an export's facts, nothing written: its parts one request each
 * (src/shared/domain/export-parts.ts), then the last step for what is logged but not in it.
 */
async function reportInParts(
  { platform, conversations }: Facts,
  { onProgress, signal }: InParts,
): Promise<ExportReport> {
  const parts = exportParts(conversations);
  const total = parts.length + 1;
  const answers: ExportReportPart[] = [];
  for (const part of parts) {
    const { report } = await unwrap(
      exportsApi.report.$post({ json: { platform, conversations: part } }, { init: { signal } }),
    );
    answers.push(report);
    onProgress(answers.length, total);
  }
  const { profileKeys, exportedDms, loggedBefore, ...merged } = mergeReportParts(platform, answers);
  const { from, to } = merged;
  const { loggedNotInExport } =
    from && to
      ? await unwrap(
          exportsApi.report.logged.$post(
            { json: { platform, from, to, profileKeys, exportedDms, loggedBefore } },
            { init: { signal } },
          ),
        )
      : { loggedNotInExport: [] };
  onProgress(total, total);
  return { ...merged, loggedNotInExport };
}

/**
 * Adds what the report found (all, or the counterparts in `only`), a part at a time; every part
 * joins the first part's apply, so Undo takes the whole check back. Cancel stops after the part
 * under way: what was added stays, and is undone whole.
 */
async function applyInParts(
  { platform, conversations, only }: Facts & { only?: string[] },
  { onProgress, signal }: InParts,
): Promise<ExportApplyResult> {
  const chosen = only
    ? conversations.filter((fact) => only.includes(fact.counterpart))
    : conversations;
  const parts = exportParts(chosen);
  const added: ExportApplyResult = {
    applyId: null,
    dmsAdded: 0,
    repliesAdded: 0,
    followUpsAdded: 0,
  };
  for (const [index, part] of parts.entries()) {
    if (signal.aborted) break;
    const result = await unwrap(
      exportsApi.apply.$post({
        json: { platform, conversations: part, applyId: added.applyId ?? undefined },
      }),
    );
    added.applyId ??= result.applyId;
    added.dmsAdded += result.dmsAdded;
    added.repliesAdded += result.repliesAdded;
    added.followUpsAdded += result.followUpsAdded;
    onProgress(index + 1, parts.length);
  }
  return added;
}

/** The report of an export's facts; nothing is written. */
export function useExportReport() {
  return useMutation({
    mutationFn: ({ facts, ...inParts }: { facts: Facts } & InParts) =>
      reportInParts(facts, inParts),
  });
}

/** Adds what the report found (all, or the counterparts in `only`). */
export function useApplyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ facts, ...inParts }: { facts: Facts & { only?: string[] } } & InParts) =>
      applyInParts(facts, inParts),
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
