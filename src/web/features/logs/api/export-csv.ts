import { useMutation } from '@tanstack/react-query';
import { dmLogFileName } from '@/shared/domain/dm-csv';
import { downloadFile } from '@/web/lib/download';

export type ExportRange = { from: string; to: string; q?: string };

export const exportUrl = ({ from, to, q }: ExportRange) =>
  `/api/logs/export.csv?${new URLSearchParams({ from, to, ...(q ? { q } : {}) })}`;

/**
 * Downloads the server's CSV (streamed, docs/decisions/0118-prospect-search.md) and saves it as
 * dm-logs-{date}.csv.
 */
const downloadCsv = (range: ExportRange) =>
  downloadFile(exportUrl(range), dmLogFileName(range.from, range.to));

export function useExportCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
