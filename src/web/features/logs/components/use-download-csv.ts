import { dmLogFileName } from '@/shared/domain/dm-csv';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useExportCsv, type ExportRange } from '../api/export-csv';

/** Export CSV with the 'CSV Downloaded!' toast, for the day and for a range (docs/product.md). */
export function useDownloadCsv() {
  const exportCsv = useExportCsv();
  const download = (range: ExportRange, onDone?: () => void) =>
    exportCsv.mutate(range, {
      onSuccess: () => {
        notify.success('CSV Downloaded!', `${dmLogFileName(range.from, range.to)} saved.`);
        onDone?.();
      },
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to export CSV.')),
    });
  return { download, isPending: exportCsv.isPending };
}
