import { Worker } from 'node:worker_threads';
import type { ImportParse } from '../../shared/domain/dm-csv';
import type { Job } from './worker';

/**
 * One worker thread for the CPU-heavy steps of a request (a multi-megabyte JSON body, an import
 * file), one job at a time in arrival order, so a large CSV import (or ten) never holds up the
 * event loop: /api/health and every other request keep answering
 * (src/server/routes/logs/import-responsive.test.ts). Started on the first job; it does not keep
 * the process alive.
 */
let worker: Worker | null = null;
let nextId = 0;
type Waiting = { resolve: (result: unknown) => void; reject: (error: Error) => void };
const waiting = new Map<number, Waiting>();

type Answer = { id: number } & ({ ok: true; result: unknown } | { ok: false; message: string });

function start(): Worker {
  // The built server has the worker compiled beside index.js (vite.server.config.ts); from the
  // TypeScript sources (tsx, tests) it first registers tsx's loader, which Node 20 does not
  // apply to a worker's entry through execArgv.
  const started = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
          new URL('./worker.ts', import.meta.url).href,
        )}); });`,
        { eval: true },
      )
    : new Worker(new URL('./off-thread.worker.js', import.meta.url));
  started.unref();
  started.on('message', (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) pending?.resolve(answer.result);
    else pending?.reject(new Error(answer.message));
  });
  started.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = null;
  });
  return started;
}

function runOffThread(job: Job): Promise<unknown> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, job });
  });
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
