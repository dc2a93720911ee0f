import { createStore, del, entries, set } from 'idb-keyval';
import type { LogDmRequest } from './log-dm-request';

/**
 * Logs made without a connection, kept on the device (IndexedDB) until the server has them.
 * Each carries its client id, so sending one twice (two tabs, a lost answer) counts once.
 */
export type QueuedLog =
  | { userId: string; kind: 'dm'; request: LogDmRequest }
  | { userId: string; kind: 'reply' | 'meeting'; id: string; clientId: string };

const clientIdOf = (log: QueuedLog) => (log.kind === 'dm' ? log.request.clientId : log.clientId);

const store = () => createStore('dm-sprint', 'outbox');
const channel = () =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('dm-sprint-outbox');
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
  const broadcast = channel();
  broadcast?.postMessage('changed');
  broadcast?.close();
}

/** Called when this tab or another one adds or sends a queued log. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  const broadcast = channel();
  broadcast?.addEventListener('message', listener);
  return () => {
    listeners.delete(listener);
    broadcast?.close();
  };
}

/** Keys sort by time, so the queue is sent in the order the logs were made. */
export async function enqueue(log: QueuedLog): Promise<void> {
  await set(`${String(Date.now()).padStart(15, '0')}-${clientIdOf(log)}`, log, store());
  changed();
}

export async function pendingLogs(userId: string): Promise<QueuedLog[]> {
  const all = await entries<string, QueuedLog>(store());
  return all.map(([, log]) => log).filter((log) => log.userId === userId);
}

/** A fetch that never reached the server (offline, connection cut); not an answer from it. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

/**
 * Sends the member's queued logs in order, one tab at a time (Web Locks). Stops at the first
 * network failure (the rest wait for the next try); a refusal from the server is reported and
 * the log dropped, never retried forever.
 */
export async function flushOutbox(
  userId: string,
  send: (log: QueuedLog) => Promise<unknown>,
  refused: (log: QueuedLog, error: unknown) => void,
): Promise<number> {
  const run = async () => {
    let sent = 0;
    const all = (await entries<string, QueuedLog>(store())).sort(([a], [b]) => a.localeCompare(b));
    for (const [key, log] of all) {
      if (log.userId !== userId) continue;
      try {
        await send(log);
        sent++;
      } catch (error) {
        if (isNetworkError(error)) break;
        refused(log, error);
      }
      await del(key, store());
      changed();
    }
    return sent;
  };
  return navigator.locks ? navigator.locks.request('dm-sprint-outbox', run) : run();
}
