import type { MessagePort } from 'node:worker_threads';

/** What the main thread asks of the embedded database's worker (./pglite-worker.ts). */
export type EmbeddedRequest =
  | { kind: 'open'; dataDir?: string; image?: ArrayBuffer }
  /** A new connection: the wire protocol flows over `port`, both ways. */
  | { kind: 'connect'; port: MessagePort }
  /** The database as PGlite's `dumpDataDir` saves it (a tar). */
  | { kind: 'dump' }
  | { kind: 'close' };

/**
 * Where the wire-protocol message starting at `from` ends, or null when it has not all arrived.
 * A startup message has no type byte (its length comes first); every other one is a type byte
 * and a length that counts itself.
 */
export function nextMessageEnd(buffer: Buffer, from: number, startup: boolean): number | null {
  const header = startup ? 4 : 5;
  if (buffer.length - from < header) return null;
  const end = startup ? from + buffer.readInt32BE(from) : from + 1 + buffer.readInt32BE(from + 1);
  return end <= buffer.length ? end : null;
}
