// The worker thread behind src/server/off-thread/off-thread.ts: CPU-heavy steps of a request.
import { parentPort } from 'node:worker_threads';
import { parseDmImport } from '../../shared/domain/dm-csv';
import { jsonDepthOver, NESTING_TOO_DEEP } from '../http/json-nesting';

export type Job =
  | { kind: 'json'; text: string }
  | { kind: 'dm-import'; csv: string; timeZone: string; now: number };

function run(job: Job): unknown {
  if (job.kind === 'json') {
    // Checked before the parse, which (or what reads its result) could recurse that deep.
    if (jsonDepthOver(job.text)) throw new Error(NESTING_TOO_DEEP);
    return JSON.parse(job.text);
  }
  return parseDmImport(job.csv, { timeZone: job.timeZone, now: new Date(job.now) });
}

parentPort?.on('message', ({ id, request }: { id: number; request: Job }) => {
  try {
    parentPort?.postMessage({ id, ok: true, result: run(request) });
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, message: (error as Error).message });
  }
});
