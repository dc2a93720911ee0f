import { useMutation } from '@tanstack/react-query';
import { dmLogFileName } from '@/shared/domain/dm-csv';
import { ApiError, retryingFetch, type ApiErrorBody } from '@/web/lib/api';

export type ExportRange = { from: string; to: string; q?: string };

export const exportUrl = ({ from, to, q }: ExportRange) =>
  `/api/logs/export.csv?${new URLSearchParams({ from, to, ...(q ? { q } : {}) })}`;

/**
 * Downloads the server's CSV (streamed, docs/decisions/prospect-search.md) and saves it as
 * dm-logs-{date}.csv.
 */
async function downloadCsv(range: ExportRange) {
  const response = await retryingFetch(exportUrl(range));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? 'Export failed',
    );
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = dmLogFileName(range.from, range.to);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function useExportCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
