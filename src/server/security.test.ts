import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@/server/context';
import { clientIp } from '@/server/middleware/client-ip';
import { dms } from '@/server/db/schema';
import { serializeError } from '@/server/logger';
import { captureLogs } from '@/test/log-capture';
import { Caller, createCommunity, signIn, signUp } from '@/test/http';
import { listen } from '@/test/listen';
import { createTestApp, TEST_BASE_URL, type TestApp } from '@/test/test-app';

/** A built web app stand-in, so HTML and asset responses go through the real static server. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dm-sprint-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'assets', 'app.js'), 'export {};');
  return root;
}

const logs = captureLogs('debug');
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
let member: Awaited<ReturnType<Awaited<ReturnType<typeof createCommunity>>['approved']>>;
beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger, webRoot: webRoot() });
  community = await createCommunity(t);
  member = await community.approved('Mia Member');
});
afterAll(() => t.close());

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['script-src'], `${what}: script-src`).toEqual(["'self'"]);
  expect(directives['object-src'], what).toEqual(["'none'"]);
  expect(directives['base-uri'], what).toEqual(["'none'"]);
  expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp, what).not.toMatch(/unsafe-eval/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  expect(response.headers.get('permissions-policy'), what).toMatch(/geolocation=\(\)/);
}

describe('security headers on every response', () => {
  it('HTML, assets, API answers and errors all carry CSP, nosniff and Referrer-Policy', async () => {
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/dashboard'],
      ['/assets/app.js'],
      ['/api/health'],
      ['/api/me'],
      ['/api/no-such-route'],
      ['/api/dms', { method: 'POST', headers: { origin: 'https://evil.example' } }],
    ];
    for (const [url, init] of requests) {
      const response = await t.app.request(url, init);
      expectSecurityHeaders(response, url);
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
    const html = await t.app.request('/');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('marks every API answer no-store, with or without user data', async () => {
    for (const [url, caller] of [
      ['/api/me', member],
      ['/api/me', new Caller(t)],
      ['/api/health', new Caller(t)],
      ['/api/settings', member],
    ] as const) {
      const answer = await caller.get(url);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
    }
  });
});

describe('CSRF on every state-changing API route', () => {
  /** better-auth's own endpoints behind the catch-all `/api/auth/*` that change state. */
  const AUTH_ENDPOINTS = [
    'sign-out',
    'send-verification-email',
    'request-password-reset',
    'reset-password',
    'change-password',
    'revoke-sessions',
  ];
  const fakeId = '00000000-0000-4000-8000-000000000000';

  function stateChangingRoutes() {
    const seen = new Set<string>();
    return t.app.routes
      .filter((route) => route.path.startsWith('/api/'))
      .filter((route) => !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(route.method))
      .flatMap((route) =>
        route.path.endsWith('/*')
          ? AUTH_ENDPOINTS.map((endpoint) => ({
              method: route.method,
              path: route.path.replace('*', endpoint),
            }))
          : [{ method: route.method, path: route.path.replace(/:\w+/g, fakeId) }],
      )
      .filter(({ method, path: url }) => {
        const key = `${method} ${url}`;
        return !seen.has(key) && Boolean(seen.add(key));
      });
  }

  const json = JSON.stringify({ profileUrl: 'https://x.com/csrf', email: 'x@example.com' });
  const ATTACKS: [string, Record<string, string>, BodyInit, number][] = [
    [
      'foreign Origin',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      json,
      403,
    ],
    ['Origin null', { origin: 'null', 'content-type': 'application/json' }, json, 403],
    [
      'cross-site fetch',
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      json,
      403,
    ],
    [
      'url-encoded form',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'profileUrl=https%3A%2F%2Fx.com%2Fa',
      415,
    ],
    [
      'multipart form',
      { 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="profileUrl"\r\n\r\nhttps://x.com/a\r\n--b--\r\n',
      415,
    ],
    ['text/plain', { 'content-type': 'text/plain' }, json, 415],
    [
      'text/plain from our own origin',
      { origin: TEST_BASE_URL, 'content-type': 'text/plain;charset=UTF-8' },
      json,
      415,
    ],
  ];

  it('finds the routes, better-auth included', () => {
    const paths = stateChangingRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain('POST /api/dms');
    expect(paths).toContain('POST /api/auth/sign-in/email');
    expect(paths).toContain('POST /api/auth/sign-out');
    expect(paths).toContain(`POST /api/admin/users/${fakeId}/decision`);
  });

  it.each(ATTACKS)(
    'refuses a %s body on every route, changing nothing',
    async (_what, headers, body, status) => {
      for (const route of stateChangingRoutes()) {
        const response = await t.app.request(route.path, {
          method: route.method,
          headers: { ...headers, cookie: community.admin.cookie },
          body,
        });
        expect(response.status, `${route.method} ${route.path}`).toBe(status);
      }
      // the admin's session survived (no sign-out, no deletion) and no DM was written
      expect((await community.admin.get('/api/me')).status).toBe(200);
      const [row] = await t.database.db.select({ n: count() }).from(dms);
      expect(row.n).toBe(0);
    },
  );

  it('lets the same request through as JSON from our own origin', async () => {
    const response = await t.app.request('/api/dms', {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', cookie: member.cookie },
      body: JSON.stringify({ profileUrl: 'https://x.com/csrf' }),
    });
    expect(response.status).toBe(201);
    await t.database.db.delete(dms).where(eq(dms.userId, member.userId));
  });
});

describe('HTTPS and a trusted proxy', () => {
  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const https = await createTestApp({
      config: { baseURL: 'https://sprint.example.com', trustProxy: true },
      logger: logs.logger,
      webRoot: webRoot(),
    });
    const server = await listen(https);
    try {
      for (const url of ['/', '/api/health', '/api/me']) {
        const response = await https.app.request(url);
        expect(response.headers.get('strict-transport-security'), url).toMatch(
          /max-age=31536000; includeSubDomains/,
        );
        expectSecurityHeaders(response, url);
      }
      // with TRUST_PROXY the address our proxy appended counts, not what the client put first
      await failFrom(server.url, 'proxied@example.com', '10.0.0.1, 203.0.113.7');
      expect(lastFailure('proxied@example.com')?.ip).toBe('203.0.113.7');
    } finally {
      await server.close();
      await https.close();
    }
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For entirely', async () => {
    const server = await listen(t);
    try {
      await failFrom(server.url, 'nobody@example.com', '203.0.113.50');
      expect(lastFailure('nobody@example.com')?.ip).toMatch(/127\.0\.0\.1/);
    } finally {
      await server.close();
    }
  });

  it('takes the last X-Forwarded-For entry, the one a trusted proxy appends', async () => {
    const app = new Hono<AppEnv>().use(clientIp(true)).get('/', (c) => c.text(c.get('clientIp')));
    const ip = async (forwardedFor?: string) =>
      (
        await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
      ).text();
    expect(await ip('198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ip(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(await ip()).toBe('unknown');
  });
});

async function failFrom(url: string, email: string, forwardedFor: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });
  expect(response.status).toBe(401);
}

const lastFailure = (email: string) =>
  logs
    .lines()
    .filter((line) => line.msg === 'sign-in failed' && line.email === email)
    .at(-1);

describe('audit log', () => {
  it('logs sign-ups, sign-ins, failures, approvals and refusals with time, user and IP, and no secret', async () => {
    const password = 'audit-secret-password-1';
    const pending = await signUp(t, { name: 'Paula Pending', password });
    const wrong = await new Caller(t).post('/api/auth/sign-in/email', {
      email: pending.email,
      password: 'audit-wrong-password-2',
    });
    expect(wrong.status).toBe(401);
    const again = new Caller(t);
    await signIn(again, pending.email, password);
    expect((await again.post('/api/dms', { profileUrl: 'https://x.com/p' })).status).toBe(403);
    expect((await new Caller(t).get('/api/me')).status).toBe(401);
    expect((await member.get('/api/admin/users')).status).toBe(403);
    await community.decide(pending.userId, 'approved');

    const lines = logs.lines();
    const find = (msg: string, match: Record<string, unknown>) =>
      lines.find(
        (line) =>
          line.msg === msg && Object.entries(match).every(([key, value]) => line[key] === value),
      );
    const events = [
      find('signed up', { email: pending.email }),
      find('sign-in failed', { email: pending.email }),
      find('signed in', { email: pending.email }),
      find('access refused', { status: 403, userId: pending.userId, path: '/api/dms' }),
      find('access refused', { status: 401, path: '/api/me', userId: null }),
      find('access refused', { status: 403, userId: member.userId, path: '/api/admin/users' }),
      find('approval decision', { userId: pending.userId, adminId: community.admin.userId }),
    ];
    for (const [index, event] of events.entries()) {
      expect(event, `event ${index}`).toBeDefined();
      expect(Date.parse(event!.time), `event ${index} time`).toBeGreaterThan(0);
      expect(event!.ip, `event ${index} ip`).toBeTruthy();
    }

    const raw = logs.raw();
    const tokens = [member.cookie, again.cookie, pending.cookie, community.admin.cookie]
      .map((cookie) => cookie.split('=')[1]?.split('.')[0])
      .filter((token): token is string => Boolean(token && token.length > 10));
    expect(tokens.length).toBeGreaterThan(2);
    for (const secret of [password, 'audit-wrong-password-2', 'correct-horse-battery', ...tokens]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/session_token/);
  });

  it('cuts query parameters (session tokens, emails) out of logged errors', () => {
    const cause = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
    });
    const failed = new DrizzleQueryError(
      'select * from session where token = $1',
      ['tok-SECRET-123'],
      cause,
    );
    const wrapped = new Error(`Failed to get session: ${failed.message}`, { cause: failed });
    const serialized = JSON.stringify(serializeError(wrapped));
    expect(serialized).not.toContain('tok-SECRET-123');
    expect(serialized).toContain('Connection terminated unexpectedly');
    expect(serialized).toContain('select * from session');
  });
});
