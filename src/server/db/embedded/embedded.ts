import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { requester, startWorker } from '../../threads/start-worker';
import type { EmbeddedRequest } from './protocol';

/**
 * A node-postgres connection to the embedded database: the wire protocol over a MessagePort to
 * the worker thread that runs PGlite (./pglite-worker.ts), in place of a TCP socket. pg calls
 * `connect`, `setNoDelay`, `ref`, `unref`, `write`, `end` and `destroy`, and listens for 'connect', 'data',
 * 'error' and 'close', as on a net.Socket.
 */
class WorkerSocket extends Duplex {
  #port: MessagePort | null = null;
  #unsent: Buffer[] = [];

  constructor(private readonly open: (port: MessagePort) => void) {
    super();
  }

  connect() {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (bytes: Uint8Array) =>
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    port1.on('close', () => this.push(null));
    this.#port = port1;
    this.open(port2);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    this.#port?.ref();
    return this;
  }

  unref() {
    this.#port?.unref();
    return this;
  }

  override _read() {}

  // pg writes a query's messages (Parse, Bind, Describe, Execute, Sync) one by one in the same
  // tick: they leave together, so the worker runs them in one turn.
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    this.#unsent.push(chunk);
    if (this.#unsent.length === 1) queueMicrotask(() => this.#flush());
    done();
  }

  #flush() {
    if (this.#unsent.length === 0) return;
    const bytes = Buffer.concat(this.#unsent);
    this.#unsent = [];
    this.#port?.postMessage(bytes);
  }

  override _final(done: (error?: Error) => void) {
    this.#flush();
    this.#port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.#port?.close();
    done(error);
  }
}

export type EmbeddedServer = {
  /** A new wire-protocol stream to the database, for pg's `stream` option. */
  connection: () => Duplex;
  /** The database as a tar, as PGlite's `dumpDataDir('none')` writes it. */
  dump: () => Promise<Blob>;
  close: () => Promise<void>;
};

/**
 * Starts the embedded database (PGlite) in its own worker thread: in `dataDir`, or in memory;
 * `image`, a database saved by `dump`, is its starting content instead of an empty one.
 */
export async function startEmbeddedServer(dataDir?: string, image?: Blob): Promise<EmbeddedServer> {
  const worker: Worker = startWorker(
    new URL('./pglite-worker.ts', import.meta.url),
    'pglite.worker.js',
  );
  const request = requester<EmbeddedRequest>(worker);
  const bytes = image ? await image.arrayBuffer() : undefined;
  try {
    await request({ kind: 'open', dataDir, image: bytes }, bytes ? [bytes] : []);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let closed: Promise<void> | null = null;
  return {
    connection: () => new WorkerSocket((port) => void request({ kind: 'connect', port }, [port])),
    dump: async () => new Blob([(await request({ kind: 'dump' })) as ArrayBuffer]),
    close: () =>
      (closed ??= request({ kind: 'close' }).then(
        async () => void (await worker.terminate()),
        async (error: Error) => {
          await worker.terminate();
          throw error;
        },
      )),
  };
}
