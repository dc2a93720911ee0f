import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PREFIXES } from '@/server/app';
import { createTestApp, TEST_BASE_URL, type TestApp } from '@/test/test-app';

/**
 * The v1 API's OpenAPI document (/api/v1/openapi.json): well formed, complete, and unchanged.
 *
 * A change to v1 (a route, a parameter, a schema) changes the document, and this test fails until
 * the author updates the stored snapshot on purpose, after checking that nothing an integration
 * relies on breaks (a removed route or field, a new required parameter):
 *
 *   UPDATE_OPENAPI_SNAPSHOT=1 npx vitest run src/server/routes/v1/openapi.test.ts
 */
const SNAPSHOT = new URL('./openapi.snapshot.json', import.meta.url);

let t: TestApp;
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<
    string,
    Record<string, { responses?: Record<string, unknown>; operationId?: string }>
  >;
};
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.request('/api/v1/openapi.json');
  expect(answer.status).toBe(200);
  document = (await answer.json()) as Document;
});
afterAll(() => t.close());

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/')],
      document,
    );
}

describe('the v1 OpenAPI document', () => {
  it('is OpenAPI 3.1 with responses on every operation and every $ref resolving', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([{ url: TEST_BASE_URL }]);
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(
          0,
        );
        expect(operation.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(operation.operationId!), operation.operationId).toBe(false);
        ids.add(operation.operationId!);
      }
    }
    const pointers = refs(document);
    expect(pointers.length).toBeGreaterThan(0);
    for (const pointer of pointers) expect(resolve(pointer), pointer).toBeDefined();
  });

  it('lists exactly the routes the app registers under /api/v1', () => {
    const registered = new Set(
      t.app.routes
        .filter((route) => TOKEN_PREFIXES.some((prefix) => route.path.startsWith(`${prefix}/`)))
        .filter((route) => route.method !== 'ALL' && route.path !== '/api/v1/openapi.json')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('describes the inputs from the routes’ zod schemas', () => {
    const logDm = document.paths['/api/v1/dms'].post as {
      parameters: { name: string; in: string }[];
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(logDm.parameters.map((parameter) => parameter.name)).toContain('Idempotency-Key');
    expect(logDm.requestBody.content['application/json'].schema.required).toEqual(['profileUrl']);
  });

  it('is public, and so is the reference page, under the strict CSP (no inline script)', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = (page.headers.get('content-security-policy') ?? '').split(';');
    expect(csp.map((directive) => directive.trim())).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/reference.js"></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
    const script = await t.app.request('/api/docs/reference.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("credentials: 'omit'");
  });

  it('matches the stored snapshot (update it on purpose: see the top of this file)', async () => {
    if (process.env.UPDATE_OPENAPI_SNAPSHOT) {
      const options = (await resolveConfig(fileURLToPath(SNAPSHOT))) ?? {};
      writeFileSync(
        SNAPSHOT,
        await format(JSON.stringify(document), { ...options, parser: 'json' }),
      );
    }
    const stored: unknown = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    expect(
      document,
      'The v1 API changed. If no integration breaks, update the snapshot: UPDATE_OPENAPI_SNAPSHOT=1 npx vitest run src/server/routes/v1/openapi.test.ts',
    ).toEqual(stored);
  });
});
