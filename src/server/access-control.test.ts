import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_PREFIXES,
  PUBLIC_PREFIXES,
  SESSION_ONLY_PREFIXES,
  TOKEN_PREFIXES,
  UNSUBSCRIBE_PREFIX,
} from './app';
import { apiTokens } from './db/schema';
import type { ErrorBody } from './http/errors';
import { createToken, withToken } from '@/test/api-token';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity } from '@/test/http';

/**
 * Approval enforced by the server (docs/decisions/0101-server-enforced-approval.md), proven
 * over every route the app registers: a new route cannot slip through unguarded.
 * Routes are read from the router itself, so this test grows with the API.
 */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
let callers: Record<'anonymous' | 'pending' | 'rejected' | 'member' | 'admin', Caller>;

beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
  callers = {
    anonymous: new Caller(t),
    pending: await community.pending(),
    rejected: await community.rejected(),
    member: await community.approved(),
    admin: community.admin,
  };
});
afterAll(() => t.close());

const fakeId = '00000000-0000-4000-8000-000000000000';

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .filter((route) => !PUBLIC_PREFIXES.some((prefix) => route.path.startsWith(prefix)))
    .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, fakeId) }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The routes a session serves (the v1 API answers only to a token: see below). */
const sessionRoutes = () =>
  apiRoutes().filter((route) => !TOKEN_PREFIXES.some((prefix) => route.path.startsWith(prefix)));

const call = (caller: Caller, method: string, path: string) =>
  caller.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});

describe('access control on every API route', () => {
  it('finds the routes to check', () => {
    const paths = apiRoutes().map((route) => route.path);
    expect(paths).toContain('/api/admin/users');
    expect(paths).toContain('/api/admin/pending-count');
    for (const cohort of ['', '/summary', '/attention', '/export.csv']) {
      expect(paths).toContain(`/api/admin/cohort${cohort}`);
    }
    expect(paths).toContain('/api/admin/goal-rule');
    expect(paths).toContain('/api/admin/follow-up-rule');
    expect(paths).toContain(`/api/prospects/${fakeId}/merge`);
    expect(paths).toContain(`/api/prospects/${fakeId}/unmerge`);
    expect(paths).toContain('/api/settings/goal');
    expect(paths).toContain('/api/settings/share-key'); // GET, and POST for a new key
    expect(paths).toContain('/api/dms');
    expect(paths).toContain('/api/security/passkeys/register-options');
    // Privacy (docs/decisions/0133-privacy.md): the member's data and account, the admin's removals.
    expect(paths).toContain('/api/privacy/export');
    expect(paths).toContain('/api/privacy/delete-account');
    expect(paths).toContain(`/api/admin/users/${fakeId}/remove`);
    // Platform exports (docs/decisions/0136-platform-exports.md).
    for (const route of ['/report', '/apply', '/matches', '/applies', `/applies/${fakeId}/undo`]) {
      expect(paths).toContain(`/api/exports${route}`);
    }
    expect(paths).toContain('/api/admin/erase-prospect');
    expect(paths).toContain('/api/admin/erase-prospect/preview');
    expect(paths).toContain('/api/security/api-tokens');
    expect(paths).toContain(`/api/admin/api-tokens/${fakeId}`);
    // Webhooks (docs/decisions/0137-webhooks.md): the member's own and the community's.
    for (const prefix of ['/api/webhooks', '/api/admin/webhooks']) {
      for (const route of ['', `/${fakeId}`, `/${fakeId}/rotate-secret`, `/${fakeId}/test`]) {
        expect(paths).toContain(`${prefix}${route}`);
      }
      expect(paths).toContain(`${prefix}/${fakeId}/deliveries`);
      expect(paths).toContain(`${prefix}/deliveries/${fakeId}/resend`);
    }
    // The browser extension (docs/decisions/0140-browser-extension.md): the connect page's
    // approval, the coach's detectors, and what the extension logs through v1.
    expect(paths).toContain('/api/extension/connect');
    expect(paths).toContain('/api/admin/extension-detectors');
    expect(paths).not.toContain('/api/extension-token');
    for (const route of ['/replies', '/extension/detectors', `/dms/${fakeId}`]) {
      expect(paths).toContain(`/api/v1${route}`);
    }
    expect(paths).toContain('/api/v1/today');
    expect(paths).toContain('/api/v1/admin/cohort');
    expect(paths).not.toContain('/api/v1/openapi.json');
    // The MCP server (docs/decisions/0138-mcp-server.md): a token route like v1.
    expect(paths).toContain('/api/mcp');
    expect(paths.length).toBeGreaterThan(8);
  });

  it('answers 401 without a session', async () => {
    for (const route of apiRoutes()) {
      const answer = await call(callers.anonymous, route.method, route.path);
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 403 to pending and rejected accounts on every data route', async () => {
    for (const route of sessionRoutes()) {
      if (SESSION_ONLY_PREFIXES.some((prefix) => route.path.startsWith(prefix))) continue;
      for (const who of ['pending', 'rejected'] as const) {
        const answer = await call(callers[who], route.method, route.path);
        expect(answer.status, `${who} ${route.method} ${route.path}`).toBe(403);
      }
    }
  });

  it('answers 403 to a non-admin on every admin route', async () => {
    const adminRoutes = sessionRoutes().filter((route) =>
      ADMIN_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const answer = await call(callers.member, route.method, route.path);
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('keeps the unsubscribe link public but refuses every caller without a valid token', async () => {
    const routes = t.app.routes.filter((route) => route.path.startsWith(UNSUBSCRIBE_PREFIX));
    expect(routes.map((route) => route.method).sort()).toEqual(['GET', 'POST']);
    for (const [who, caller] of Object.entries(callers)) {
      for (const method of ['GET', 'POST']) {
        const answer = await caller.request(
          method,
          `${UNSUBSCRIBE_PREFIX}/digest.${fakeId}.forged`,
        );
        expect(answer.status, `${who} ${method}`).toBe(400);
      }
    }
  });

  it('keeps the extension’s token exchange public but gives nothing without a live code and its secret', async () => {
    const routes = t.app.routes.filter((route) => route.path.startsWith('/api/extension-token'));
    expect([...new Set(routes.map((route) => route.method))]).toEqual(['POST']);
    const forged = { code: 'A'.repeat(43), verifier: 'B'.repeat(43) };
    for (const [who, caller] of Object.entries(callers)) {
      const answer = await caller.post<ErrorBody>('/api/extension-token', forged);
      expect(answer.status, who).toBe(400);
      expect(answer.body.error.code, who).toBe('invalid_grant');
    }
  });

  it('refuses the two-factor routes to a caller without a session or sign-in challenge', async () => {
    const bodies: Record<string, Record<string, string>> = {
      '/api/auth/two-factor/enable': { password: 'correct-horse-battery' },
      '/api/auth/two-factor/disable': { password: 'correct-horse-battery' },
      '/api/auth/two-factor/generate-backup-codes': { password: 'correct-horse-battery' },
      '/api/auth/two-factor/verify-totp': { code: '123456' },
      '/api/auth/two-factor/verify-backup-code': { code: 'abcde-12345' },
    };
    const paths = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/auth/two-factor'))
        .map((route) => route.path),
    );
    expect([...paths].sort()).toEqual(Object.keys(bodies).sort());
    for (const path of paths) {
      const answer = await callers.anonymous.post(path, bodies[path]);
      expect(answer.status, path).toBe(401);
    }
  });

  it('opens only the passkey sign-in to a caller without a session, and never gives one without a passkey', async () => {
    const paths = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/auth/passkey'))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...paths].sort()).toEqual([
      'GET /api/auth/passkey/sign-in-options',
      'POST /api/auth/passkey/sign-in',
    ]);
    for (const [who, caller] of Object.entries(callers)) {
      const answer = await caller.post('/api/auth/passkey/sign-in', {
        response: { id: 'forged', type: 'public-key', response: {} },
      });
      expect(answer.status, who).toBeGreaterThanOrEqual(400);
      expect(answer.status, who).toBeLessThan(500);
    }
    // The plugin's own endpoints stay closed; Settings has its scoped routes instead.
    for (const path of [
      '/api/auth/passkey/generate-register-options',
      '/api/auth/passkey/verify-registration',
      '/api/auth/passkey/list-user-passkeys',
      '/api/auth/passkey/delete-passkey',
      '/api/auth/passkey/update-passkey',
      '/api/auth/passkey/verify-authentication',
    ]) {
      expect((await callers.member.post(path, {})).status, path).toBe(404);
      expect((await callers.member.get(path)).status, path).toBe(404);
    }
  });

  it('lets a pending account read only its own status', async () => {
    const me = await callers.pending.get<{ profile: { approvalStatus: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile.approvalStatus).toBe('pending');
  });
});

/**
 * The v1 API (docs/decisions/0135-api-tokens.md) over every route it registers: only a live
 * token of an approved member gets through; a cookie alone is no credential there.
 */
describe('access control on every v1 API route (bearer tokens)', () => {
  const v1Routes = () =>
    apiRoutes().filter((route) => TOKEN_PREFIXES.some((prefix) => route.path.startsWith(prefix)));
  const LOG_ROUTES = [
    'POST /api/v1/dms',
    `POST /api/v1/dms/${fakeId}/reply`,
    `POST /api/v1/dms/${fakeId}/meeting`,
    `DELETE /api/v1/dms/${fakeId}`,
    `DELETE /api/v1/dms/${fakeId}/reply`,
    'POST /api/v1/replies',
  ];
  const send = (token: string | null, method: string, path: string, headers = {}) =>
    withToken(t, token).request<ErrorBody>(
      method,
      path,
      method === 'GET' ? undefined : {},
      headers,
    );
  let tokens: Record<'revoked' | 'expired' | 'suspended' | 'read' | 'member', string>;

  beforeAll(async () => {
    const owner = await community.approved('Toby Tokens');
    const suspended = await community.approved('Sue Suspended');
    const revoked = await createToken(owner, { name: 'revoked' });
    await owner.api.security['api-tokens'][':id'].$delete({ param: { id: revoked.summary.id } });
    const expired = await createToken(owner, { name: 'expired', expiresInDays: 30 });
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.summary.id));
    const suspendedToken = await createToken(suspended, { name: 'suspended' });
    await community.decide(suspended.userId, 'rejected');
    tokens = {
      revoked: revoked.token,
      expired: expired.token,
      suspended: suspendedToken.token,
      read: (await createToken(owner, { name: 'read', scope: 'read' })).token,
      member: (await createToken(owner, { name: 'member', scope: 'read_log' })).token,
    };
  });

  it('finds the routes to check', () => {
    const routes = v1Routes().map((route) => `${route.method} ${route.path}`);
    for (const route of LOG_ROUTES) expect(routes).toContain(route);
    expect(routes).toContain('GET /api/v1/admin/cohort/attention');
    for (const method of ['POST', 'GET', 'DELETE']) expect(routes).toContain(`${method} /api/mcp`);
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers 401 without a token, with a bad, revoked or expired one, and to a cookie alone', async () => {
    for (const route of v1Routes()) {
      const where = `${route.method} ${route.path}`;
      for (const [who, token] of [
        ['no token', null],
        ['bad token', 'dms_not-a-real-token-0000000000000000000000000'],
        ['revoked', tokens.revoked],
        ['expired', tokens.expired],
      ] as const) {
        const answer = await send(token, route.method, route.path);
        expect(answer.status, `${who} ${where}`).toBe(401);
        expect(answer.body.error.code, `${who} ${where}`).toMatch(
          /^(unauthenticated|invalid_token)$/,
        );
      }
      const cookie = await send(null, route.method, route.path, { cookie: callers.member.cookie });
      expect(cookie.status, `cookie ${where}`).toBe(401);
    }
  });

  it("answers 403 to a suspended member's token on every route", async () => {
    for (const route of v1Routes()) {
      const answer = await send(tokens.suspended, route.method, route.path);
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
      expect(answer.body.error.code).toBe('account_rejected');
    }
  });

  it('answers 403 insufficient_scope to a read token on every log route', async () => {
    for (const route of v1Routes()) {
      const where = `${route.method} ${route.path}`;
      if (!LOG_ROUTES.includes(where)) continue;
      const answer = await send(tokens.read, route.method, route.path);
      expect(answer.status, where).toBe(403);
      expect(answer.body.error.code, where).toBe('insufficient_scope');
    }
    // The MCP server's one POST carries every tool: its log tools refuse a read token with a
    // tool error (src/server/routes/mcp/mcp.test.ts).
    expect(
      v1Routes()
        .filter((route) => route.method !== 'GET' && !route.path.startsWith('/api/mcp'))
        // A token of any scope may revoke itself (the extension's Disconnect).
        .filter((route) => route.path !== '/api/v1/token')
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    ).toEqual([...LOG_ROUTES].sort());
  });

  it("answers 403 to a member's token on every admin route", async () => {
    const adminRoutes = v1Routes().filter((route) => route.path.startsWith('/api/v1/admin'));
    expect(adminRoutes.length).toBe(3);
    for (const route of adminRoutes) {
      const answer = await send(tokens.member, route.method, route.path);
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
      expect(answer.body.error.code).toBe('forbidden');
    }
  });
});
