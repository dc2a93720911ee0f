import type { Worker } from 'node:worker_threads';
import type { ImportParse } from '../../shared/domain/dm-csv';
import { requester, startWorker } from '../threads/start-worker';
import type { Job } from './worker';

/**
 * One worker thread for the CPU-heavy steps of a request (a multi-megabyte JSON body, an import
 * file), one job at a time in arrival order, so a large CSV import (or ten) never holds up the
 * event loop: /api/health and every other request keep answering
 * (src/server/routes/logs/import-responsive.test.ts). Started on the first job; it does not keep
 * the process alive.
 */
let worker: { thread: Worker; run: (job: Job) => Promise<unknown> } | null = null;

function start() {
  const thread = startWorker(new URL('./worker.ts', import.meta.url), 'off-thread.worker.js');
  thread.unref();
  // A worker that failed is replaced at the next job.
  thread.on('error', () => (worker = null));
  return { thread, run: requester<Job>(thread) };
}

function runOffThread(job: Job): Promise<unknown> {
  worker ??= start();
  return worker.run(job);
}

/** JSON.parse in the worker; throws a SyntaxError-like Error on bad JSON, as JSON.parse does. */
export const parseJsonOffThread = (text: string) => runOffThread({ kind: 'json', text });

export const parseImportOffThread = (csv: string, options: { timeZone: string; now: Date }) =>
  runOffThread({
    kind: 'dm-import',
    csv,
    timeZone: options.timeZone,
    now: options.now.getTime(),
  }) as Promise<ImportParse>;
