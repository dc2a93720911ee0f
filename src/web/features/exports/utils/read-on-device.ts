/** Starts the export reader's worker for the picked files (docs/decisions/0136-platform-exports.md). */
import { exportErrors } from './export-errors';
import type { ExportRead } from './read-export';

export type ReaderMessage =
  { type: 'progress'; read: number; total: number } | { type: 'done'; result: ExportRead };

export type DeviceRead = { result: Promise<ExportRead>; cancel: () => void };

export function readOnDevice(
  files: readonly File[],
  onProgress: (read: number, total: number) => void,
): DeviceRead {
  const worker = new Worker(new URL('./export-reader.worker.ts', import.meta.url), {
    type: 'module',
  });
  let settle: (read: ExportRead | null) => void = () => undefined;
  const result = new Promise<ExportRead>((resolve, reject) => {
    settle = (read) => {
      worker.terminate();
      if (read) resolve(read);
      else reject(new DOMException('The reading was cancelled.', 'AbortError'));
    };
  });
  worker.onmessage = (event: MessageEvent<ReaderMessage>) => {
    if (event.data.type === 'progress') onProgress(event.data.read, event.data.total);
    else settle(event.data.result);
  };
  worker.onerror = () => settle({ ok: false, error: exportErrors.unreadable });
  worker.postMessage({ files: [...files] });
  return { result, cancel: () => settle(null) };
}
