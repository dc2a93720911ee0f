import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `source` (a TypeScript file next to the caller, `new URL('./x.ts',
 * import.meta.url)`), or in the built server its compiled `built` file beside index.js
 * (vite.server.config.ts). From the TypeScript sources (tsx, tests) it first registers tsx's
 * loader, which Node 20 does not apply to a worker's entry through execArgv.
 */
export function startWorker(source: URL, built: string): Worker {
  if (!source.href.endsWith('.ts'))
    throw new Error(`startWorker: ${source.href} is not a .ts file`);
  return import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
          source.href,
        )}); });`,
        { eval: true },
      )
    : new Worker(new URL(`./${built}`, import.meta.url));
}

type Answer = { id: number } & ({ ok: true; result: unknown } | { ok: false; message: string });

/**
 * Requests to `worker` answered in any order: each message `{ id, request }` gets one answer
 * `{ id, ok, result | message }`. A worker that fails rejects everything waiting.
 */
export function requester<Request>(worker: Worker) {
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (e: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) pending?.resolve(answer.result);
    else pending?.reject(new Error(answer.message));
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the worker thread stopped')));
  return (request: Request, transfer: Transferable[] = []): Promise<unknown> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, request }, transfer as never);
    });
  };
}
