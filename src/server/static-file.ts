import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export type HtmlPage = { send: (c: Context) => Response };

/** `file.ext` as the build wrote it (scripts/build/precompress.ts), else compressed here. */
function twin(file: string, ext: 'br' | 'gz', compress: () => Buffer<ArrayBuffer>) {
  return existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`) : compress();
}

/** An HTML file held in memory with its brotli and gzip forms, sent as the client accepts. */
export function loadHtmlPage(file: string): HtmlPage {
  const raw = readFileSync(file);
  const encoded = {
    br: twin(file, 'br', () => brotliCompressSync(raw)),
    gzip: twin(file, 'gz', () => gzipSync(raw)),
  };
  return {
    send: (c) => {
      const accepted = c.req.header('accept-encoding') ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Vary', 'Accept-Encoding');
      if (!encoding) return c.body(raw);
      c.header('Content-Encoding', encoding);
      return c.body(encoded[encoding]);
    },
  };
}
