import { createStore, del, entries, get, keys, set } from 'idb-keyval';
import type { LogDmRequest } from './log-dm-request';

/**
 * Logs made without a connection, kept on the device (IndexedDB) until the server has them.
 * Each carries its client id, so sending one twice (two tabs, a lost answer) counts once.
 */
export type QueuedLog = (
  | { userId: string; kind: 'dm'; request: LogDmRequest }
  | {
      userId: string;
      kind: 'reply' | 'meeting';
      id: string;
      clientId: string;
      /** The DM's setter, so the setter's counts move too. */
      setterName?: string;
    }
) & {
  /** When it was made on the device (ms since the epoch; set by `enqueue`). */
  queuedAt?: number;
};

/** How long a log has waited on the device: the server dates it back by as much. */
export const queuedFor = (log: QueuedLog, now = Date.now()) =>
  log.queuedAt === undefined ? undefined : Math.max(0, now - log.queuedAt);

export const clientIdOf = (log: QueuedLog) =>
  log.kind === 'dm' ? log.request.clientId : log.clientId;

/** An Undo of a log that was still waiting: the log is never sent (see `cancelQueued`). */
const TOMBSTONE = 'tombstone:';
const isLog = (key: IDBValidKey) => !String(key).startsWith(TOMBSTONE);

const store = () => createStore('dm-sprint', 'outbox');
const channel = () =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('dm-sprint-outbox');
/** Without BroadcastChannel: this tab's listeners only. */
const listeners = new Set<(change: OutboxChange) => void>();

/**
 * What moved in the outbox: a log kept, a log undone there, or a log that left it for the server
 * (sent, or refused by it): the server's counts changed then too.
 */
export type OutboxChange = 'queued' | 'undone' | 'sent';

function changed(change: OutboxChange) {
  const broadcast = channel();
  if (!broadcast) return listeners.forEach((listener) => listener(change));
  // Every other BroadcastChannel of the name hears it: other tabs' and this tab's listeners.
  broadcast.postMessage(change);
  broadcast.close();
}

/** Called when this tab or another one keeps, undoes or sends a queued log. */
export function onOutboxChange(listener: (change: OutboxChange) => void): () => void {
  const broadcast = channel();
  if (!broadcast) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
  broadcast.onmessage = (event: MessageEvent<OutboxChange>) => listener(event.data);
  return () => broadcast.close();
}

/** Keys sort by time, so the queue is sent in the order the logs were made. */
export async function enqueue(log: QueuedLog): Promise<void> {
  const queuedAt = Date.now();
  await set(
    `${String(queuedAt).padStart(15, '0')}-${clientIdOf(log)}`,
    { ...log, queuedAt },
    store(),
  );
  changed('queued');
}

export async function pendingLogs(userId: string): Promise<QueuedLog[]> {
  const all = await entries<string, QueuedLog>(store());
  return all.flatMap(([key, log]) => (isLog(key) && log.userId === userId ? [log] : []));
}

/**
 * Undo of a log still in the outbox: `cancelled` (it will never be sent; a tab sending it right
 * now takes it back on the server, see `flushOutbox`) or `sent` (the server already has it).
 */
export async function cancelQueued(clientId: string): Promise<'cancelled' | 'sent'> {
  await set(`${TOMBSTONE}${clientId}`, Date.now(), store());
  const key = (await keys<string>(store())).find(
    (each) => isLog(each) && each.endsWith(`-${clientId}`),
  );
  if (key === undefined) {
    await del(`${TOMBSTONE}${clientId}`, store());
    return 'sent';
  }
  await del(key, store());
  changed('undone');
  return 'cancelled';
}

/** A fetch that never reached the server (offline, connection cut); not an answer from it. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

export type OutboxHandlers = {
  send: (log: QueuedLog) => Promise<unknown>;
  /** The server refused it (for example 409: the DM was deleted meanwhile). */
  refused: (log: QueuedLog, error: unknown) => void;
  /** Undone on the device while it was on its way: take it back on the server. */
  takeBack: (log: QueuedLog, answer: unknown) => Promise<unknown>;
};

/**
 * Sends the member's queued logs in order, one tab at a time (Web Locks). Stops at the first
 * network failure (the rest wait for the next try); a refusal from the server is reported and
 * the log dropped, never retried forever. Answers how many left the outbox.
 */
export async function flushOutbox(userId: string, handlers: OutboxHandlers): Promise<number> {
  const run = async () => {
    let handled = 0; // sent or refused: either way the counts shown change
    const all = (await entries<string, QueuedLog | number>(store())).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    for (const [key, log] of all) {
      // A tombstone left by an Undo: no tab is sending its log now (this one holds the lock).
      if (typeof log === 'number') await del(key, store());
      if (typeof log === 'number' || log.userId !== userId) continue;
      if ((await get(key, store())) === undefined) continue; // undone meanwhile
      try {
        const answer = await handlers.send(log);
        // Deleted before the tombstone is read: an Undo from now on finds it gone ('sent').
        await del(key, store());
        const tombstone = `${TOMBSTONE}${clientIdOf(log)}`;
        if ((await get(tombstone, store())) !== undefined) {
          await handlers.takeBack(log, answer).catch(() => undefined);
          await del(tombstone, store());
        }
      } catch (error) {
        if (isNetworkError(error)) break;
        handlers.refused(log, error);
        await del(key, store());
      }
      handled++;
      changed('sent');
    }
    return handled;
  };
  return navigator.locks ? navigator.locks.request('dm-sprint-outbox', run) : run();
}
