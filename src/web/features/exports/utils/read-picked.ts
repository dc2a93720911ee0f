/**
 * Reads what the member picked (a zip, the extracted files, or one file) on the device: a zip
 * is streamed through fflate and only its message files are inflated; media entries are passed
 * over without inflating (docs/decisions/0136-platform-exports.md).
 */
import {
  Unzip,
  type AsyncFlateStreamHandler,
  type FlateError,
  type UnzipDecoder,
  type UnzipFile,
} from 'fflate';
import type { ExportFile } from './export-file';
import { exportErrors } from './export-errors';
import { isMessageFile, readExport, type ExportRead } from './read-export';

export type Progress = (read: number, total: number) => void;

/** The most bytes handed to fflate's Unzip at once (see readZip). */
const PUSH_BYTES = 32 * 1024;
/** The most message entries inflating at once (see readZip). */
const MAX_IN_FLIGHT = 32;

const pathOf = (file: File) => file.webkitRelativePath || file.name;

/**
 * fflate's decoder for deflated entries (compression 8), inflated by the platform's own
 * `DecompressionStream`: fflate's inflate in JavaScript took 12.7 s of a 14 s read of 200,000
 * messages in Chromium's worker (docs/benchmarks.md, Platform exports). fflate still parses the
 * zip; the data arrives asynchronously, which its Unzip allows.
 */
class NativeInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;

  constructor() {
    const stream = new DecompressionStream('deflate-raw');
    this.writer = stream.writable.getWriter();
    void this.pump(stream.readable.getReader());
  }

  push(chunk: Uint8Array, final: boolean) {
    // fflate may reuse the chunk's memory once push returns: the stream gets a copy.
    this.writer.write(chunk.slice()).catch(() => {});
    if (final) this.writer.close().catch(() => {});
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>) {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.ondata(null, value, false);
      }
      this.ondata(null, new Uint8Array(0), true);
    } catch (error) {
      this.ondata(error as FlateError, new Uint8Array(0), true);
    }
  }
}

async function isZip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

async function readZip(
  file: File,
  files: ExportFile[],
  paths: string[],
  onChunk: (bytes: number) => void,
): Promise<void> {
  const pending: Promise<void>[] = [];
  // Entries started since the reading last waited for them (see below).
  let started: Promise<void>[] = [];
  let failure: unknown = null;
  const unzip = new Unzip((entry: UnzipFile) => {
    paths.push(entry.name);
    if (!isMessageFile(entry.name)) return;
    const chunks: Uint8Array[] = [];
    const done = new Promise<void>((resolve) => {
      entry.ondata = (error, data, final) => {
        if (error) {
          failure = error;
          resolve();
          return;
        }
        chunks.push(data);
        if (final) {
          const text = new TextDecoder().decode(concat(chunks));
          files.push({ path: entry.name, text });
          resolve();
        }
      };
    });
    pending.push(done);
    started.push(done);
    entry.start();
  });
  unzip.register(NativeInflate);
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // fflate reads the entries a pushed chunk holds by recursion: a large chunk of many small
    // message files would overflow the stack (a 6 MB chunk of 5,000 threads did), so it gets
    // slices.
    for (let at = 0; at < value.byteLength; at += PUSH_BYTES) {
      unzip.push(value.subarray(at, at + PUSH_BYTES));
      if (failure) throw failure;
      // Inflating is asynchronous: without a pause, every entry of the zip would be in flight
      // at once, each holding its buffers (+576 MB for 5,000 threads). The newest entry may
      // still wait for data in the next slice; every one before it has all of its data.
      if (started.length > MAX_IN_FLIGHT) {
        await Promise.all(started.slice(0, -1));
        started = started.slice(-1);
      }
    }
    onChunk(value.byteLength);
  }
  unzip.push(new Uint8Array(0), true);
  await Promise.all(pending);
  if (failure) throw failure;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export async function readPicked(
  picked: readonly File[],
  onProgress: Progress,
): Promise<ExportRead> {
  const total = picked.reduce((sum, file) => sum + file.size, 0);
  let read = 0;
  const files: ExportFile[] = [];
  const paths: string[] = [];
  try {
    for (const file of picked) {
      if (await isZip(file)) {
        await readZip(file, files, paths, (bytes) => {
          read += bytes;
          onProgress(read, total);
        });
        continue;
      }
      paths.push(pathOf(file));
      if (isMessageFile(pathOf(file))) files.push({ path: pathOf(file), text: await file.text() });
      read += file.size;
      onProgress(read, total);
    }
  } catch {
    return { ok: false, error: exportErrors.unreadable };
  }
  return readExport(files, paths, picked.length === 1 ? picked[0].name : '');
}
