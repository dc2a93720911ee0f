// The worker thread that owns the embedded database (src/server/db/embedded/embedded.ts): PGlite
// runs here, off the thread that answers HTTP, and speaks PostgreSQL's wire protocol to the
// app's node-postgres connections over MessagePorts (docs/decisions/0139-embedded-database-thread.md).
import { parentPort, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { nextMessageEnd, type EmbeddedRequest } from './protocol';

let db: PGlite | null = null;

/** Ends a unit of work: after it, another connection may use the database (outside a transaction). */
const UNIT_ENDS = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0), 'X'.charCodeAt(0)]);

/**
 * The connection that may use the database now: one statement (or transaction) at a time. A
 * connection keeps it while it is inside a transaction or half-way through an extended query
 * (Parse … Sync), as a PostgreSQL backend would be its own; the others wait in arrival order.
 */
let holder: Connection | null = null;
const queue: Connection[] = [];

class Connection {
  #pending = Buffer.alloc(0);
  #startedUp = false;
  #closed = false;

  constructor(readonly port: MessagePort) {
    port.on('message', (chunk: Uint8Array) => this.#receive(chunk));
    port.on('close', () => this.#close());
  }

  /** The complete messages that arrived (the startup message alone, first), or nothing yet. */
  #take(): Buffer | null {
    let end = 0;
    for (;;) {
      const next = nextMessageEnd(this.#pending, end, !this.#startedUp);
      if (next === null) break;
      end = next;
      if (!this.#startedUp) break;
    }
    if (end === 0) return null;
    const complete = this.#pending.subarray(0, end);
    this.#pending = this.#pending.subarray(end);
    return complete;
  }

  #receive(chunk: Uint8Array) {
    this.#pending = Buffer.concat([this.#pending, chunk]);
    if (holder !== this && !queue.includes(this)) queue.push(this);
    serve();
  }

  /** Runs what has arrived; answers whether this connection must keep the database. */
  async run(): Promise<boolean> {
    const messages = this.#take();
    if (!messages || !db) return holder === this;
    if (!this.#startedUp) {
      this.#startedUp = true;
      this.#send((await db.execProtocolRaw(messages)).slice());
      return false;
    }
    const last = lastMessageType(messages);
    if (last === 'X'.charCodeAt(0)) {
      await endSession();
      this.#closed = true;
      this.port.close();
      return false;
    }
    // Streamed: a large answer (a year of CSV) leaves in parts. Each part is a view into PGlite's
    // memory, so it is copied before it is sent.
    await db.execProtocolRawStream(messages, { onRawData: (bytes) => this.#send(bytes.slice()) });
    return db.isInTransaction() || !UNIT_ENDS.has(last);
  }

  get waiting() {
    return this.#pending.length > 0;
  }

  #send(bytes: Uint8Array) {
    if (this.#closed || bytes.length === 0) return;
    this.port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  }

  #close() {
    if (this.#closed) return;
    this.#closed = true;
    const at = queue.indexOf(this);
    if (at >= 0) queue.splice(at, 1);
    // Another connection inside a transaction keeps the session as it is.
    if (holder && holder !== this) return;
    holder = null;
    void endSession().finally(serve);
  }
}

function lastMessageType(messages: Buffer): number {
  let at = 0;
  let type = 0;
  while (at < messages.length) {
    type = messages[at];
    at += 1 + messages.readInt32BE(at + 1);
  }
  return type;
}

/**
 * What a connection leaves in the one PGlite session goes with it, as a PostgreSQL backend's
 * would: a transaction still open is rolled back (nothing half-written), and its prepared
 * statements and settings are discarded, so the next connection starts clean.
 */
async function endSession() {
  if (!db) return;
  if (db.isInTransaction()) await db.execProtocolRaw(simpleQuery('rollback'));
  await db.execProtocolRaw(simpleQuery('discard all'));
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = 'Q'.charCodeAt(0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

let serving = false;

/**
 * Gives the database to the connections in turn. Each turn runs what one connection has sent, then
 * yields to the event loop, so messages from the others (and from the main thread) come in.
 */
function serve() {
  if (serving) return;
  serving = true;
  setImmediate(async () => {
    const next = holder ?? queue.shift();
    if (!next) {
      serving = false;
      return;
    }
    const keeps = await next.run();
    holder = keeps ? next : null;
    if (!keeps && next.waiting && !queue.includes(next)) queue.push(next);
    serving = false;
    if (holder?.waiting || (!holder && queue.length > 0)) serve();
  });
}

async function handle(request: EmbeddedRequest): Promise<unknown> {
  switch (request.kind) {
    case 'open': {
      db = await PGlite.create({
        dataDir: request.dataDir,
        loadDataDir: request.image ? new Blob([request.image]) : undefined,
        extensions: { pg_trgm },
      });
      return null;
    }
    case 'connect':
      new Connection(request.port);
      return null;
    case 'dump': {
      const image = await db!.dumpDataDir('none');
      return image.arrayBuffer();
    }
    case 'close':
      await db?.close();
      db = null;
      return null;
  }
}

parentPort?.on('message', ({ id, request }: { id: number; request: EmbeddedRequest }) => {
  handle(request).then(
    (result) =>
      parentPort?.postMessage(
        { id, ok: true, result },
        result instanceof ArrayBuffer ? [result] : [],
      ),
    (error: Error) => parentPort?.postMessage({ id, ok: false, message: error.message }),
  );
});
