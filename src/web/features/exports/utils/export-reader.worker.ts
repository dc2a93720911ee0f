/// <reference lib="webworker" />
/**
 * The export reader's worker: the files are read off the main thread, so the page stays
 * responsive; the page cancels by terminating it.
 */
import { readPicked } from './read-picked';
import type { ReaderMessage } from './read-on-device';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ReaderMessage) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<{ files: File[] }>) => {
  let last = 0;
  void readPicked(event.data.files, (read, total) => {
    const now = performance.now();
    if (now - last < 100 && read < total) return;
    last = now;
    post({ type: 'progress', read, total });
  }).then((result) => post({ type: 'done', result }));
};
