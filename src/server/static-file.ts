import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

export type StaticFile = { send: (c: Context) => Response };

/** `file.ext` as the build wrote it (scripts/build/precompress.ts skips files too small to gain). */
const twin = (file: string, ext: 'br' | 'gz') =>
  existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`) : null;

/**
 * A built file held in memory with its brotli and gzip forms, sent as the client accepts: one
 * turn of the event loop per request, no file system calls queued behind a page's other
 * requests (a member page asks for a dozen files at once, beside its API requests).
 */
function loadStaticFile(file: string, cacheControl: string): StaticFile {
  const raw = readFileSync(file);
  const encoded = { br: twin(file, 'br'), gzip: twin(file, 'gz') };
  const type = getMimeType(file) ?? 'application/octet-stream';
  return {
    send: (c) => {
      const accepted = c.req.header('accept-encoding') ?? '';
      const encoding =
        encoded.br && /\bbr\b/.test(accepted)
          ? 'br'
          : encoded.gzip && /\bgzip\b/.test(accepted)
            ? 'gzip'
            : null;
      c.header('Cache-Control', cacheControl);
      c.header('Content-Type', type);
      if (encoded.br || encoded.gzip) c.header('Vary', 'Accept-Encoding');
      if (!encoding) return c.body(raw);
      c.header('Content-Encoding', encoding);
      return c.body(encoded[encoding]!);
    },
  };
}

/** Each file of `files`, read the first time it is asked for and kept. */
export function staticFiles(files: Iterable<[name: string, file: string]>, cacheControl: string) {
  const paths = new Map(files);
  const loaded = new Map<string, StaticFile>();
  return (name: string): StaticFile | undefined => {
    const file = paths.get(name);
    if (file === undefined) return undefined;
    let served = loaded.get(name);
    if (!served) loaded.set(name, (served = loadStaticFile(file, cacheControl)));
    return served;
  };
}
