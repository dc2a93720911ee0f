import { useMutation } from '@tanstack/react-query';
import { localDay } from '@/shared/domain/day';
import { dataExportFileName } from '@/shared/domain/data-export';
import { downloadFile } from '@/web/lib/download';

/** Saves the server's zip of everything it holds about the member (streamed by the server). */
const downloadData = (timeZone: string) =>
  downloadFile('/api/privacy/export', dataExportFileName(localDay(new Date(), timeZone)));

export function useDownloadData() {
  return useMutation({ mutationFn: downloadData });
}
