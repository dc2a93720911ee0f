import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/build/precompress';
import { createTestApp, type TestApp } from '@/test/test-app';

const page = (body: string) =>
  `<!doctype html><html><head><title>DM Sprint</title></head><body><div id="root">${body}</div>${' '.repeat(2048)}</body></html>`;

/** A built app as `npm run build` leaves it: pre-rendered pages, the shell, compressed assets. */
function builtWebRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dm-sprint-static-'));
  mkdirSync(path.join(root, 'assets'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(root, name), content);
  return root;
}

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4096))};`;

function decode(response: Response, bytes: Buffer): string {
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

async function get(t: TestApp, url: string, acceptEncoding = 'gzip, deflate, br') {
  const response = await t.app.request(url, { headers: { 'accept-encoding': acceptEncoding } });
  const text = decode(response, Buffer.from(await response.arrayBuffer()));
  return { response, text };
}

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = builtWebRoot({
      'index.html': page('LANDING'),
      'auth.html': page('SIGN-IN'),
      'app.html': page(''),
      'assets/app-1234.js': SCRIPT,
    });
    mkdirSync(path.join(root, 'pages'));
    writeFileSync(path.join(root, 'pages', 'dashboard.html'), page('DASHBOARD-FRAME'));
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    precompressDirectory(root);
    t = await createTestApp({ webRoot: root });
  });
  afterAll(() => t?.close());

  it.each([
    ['/', 'LANDING'],
    ['/auth', 'SIGN-IN'],
    ['/dashboard', 'DASHBOARD-FRAME'],
    ['/dashboard/', 'DASHBOARD-FRAME'],
    ['/logs-manager?page=2', '<div id="root"></div>'],
  ])('serves %s its own HTML, revalidated on every visit', async (url, expected) => {
    const { response, text } = await get(t, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(text).toContain(expected);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    [null, 'identity'],
  ])('negotiates %s for HTML and assets', async (encoding, accept) => {
    for (const url of ['/', '/auth', '/dashboard', '/assets/app-1234.js']) {
      const { response, text } = await get(t, url, accept);
      expect(response.headers.get('content-encoding'), url).toBe(encoding);
      if (encoding) expect(response.headers.get('vary'), url).toMatch(/accept-encoding/i);
      expect(text.length, url).toBeGreaterThan(2000);
    }
  });

  it('caches hashed assets for a year and sends the compressed bytes made at build time', async () => {
    const { response, text } = await get(t, '/assets/app-1234.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(text).toBe(SCRIPT);
  });

  it.each(['/no/such/page', '/dashboardx', '/settings/extra'])(
    'answers an unknown page %s with the shell (its router shows not-found) and status 404',
    async (url) => {
      const { response, text } = await get(t, url);
      expect(response.status).toBe(404);
      expect(text).toContain('<div id="root"></div>');
    },
  );

  it('answers 404 for a missing asset, never the HTML page cached for a year', async () => {
    const response = await t.app.request('/assets/no-such-chunk-1234.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('does not serve the build manifest or other dot-files', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/.env']) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('src/main.tsx');
    }
  });

  it('keeps API paths out of the HTML fallback', async () => {
    const response = await t.app.request('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});

describe('a build that was not pre-rendered (bare `vite build`)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webRoot: builtWebRoot({ 'index.html': page('') }) });
  });
  afterAll(() => t?.close());

  it('serves its index.html as the shell on every route', async () => {
    for (const url of ['/', '/auth', '/dashboard']) {
      const { response, text } = await get(t, url);
      expect(response.status, url).toBe(200);
      expect(text, url).toContain('<div id="root"></div>');
    }
  });
});

describe('precompressDirectory', () => {
  it('writes brotli and gzip twins of text files worth compressing, and skips the rest', () => {
    const root = builtWebRoot({
      'big.js': SCRIPT,
      'small.css': 'a{}',
      'picture.png': 'x'.repeat(4096),
    });
    expect(precompressDirectory(root).files).toBe(1);
    const read = (name: string) => readFileSync(path.join(root, name));
    expect(brotliDecompressSync(read('big.js.br')).toString()).toBe(SCRIPT);
    expect(gunzipSync(read('big.js.gz')).toString()).toBe(SCRIPT);
    expect(existsSync(path.join(root, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(root, 'picture.png.br'))).toBe(false);
  });
});
