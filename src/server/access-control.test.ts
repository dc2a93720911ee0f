import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIXES, PUBLIC_PREFIXES, SESSION_ONLY_PREFIXES, UNSUBSCRIBE_PREFIX } from './app';
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
    expect(paths).toContain('/api/admin/erase-prospect');
    expect(paths).toContain('/api/admin/erase-prospect/preview');
    expect(paths.length).toBeGreaterThan(8);
  });

  it('answers 401 without a session', async () => {
    for (const route of apiRoutes()) {
      const answer = await call(callers.anonymous, route.method, route.path);
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 403 to pending and rejected accounts on every data route', async () => {
    for (const route of apiRoutes()) {
      if (SESSION_ONLY_PREFIXES.some((prefix) => route.path.startsWith(prefix))) continue;
      for (const who of ['pending', 'rejected'] as const) {
        const answer = await call(callers[who], route.method, route.path);
        expect(answer.status, `${who} ${route.method} ${route.path}`).toBe(403);
      }
    }
  });

  it('answers 403 to a non-admin on every admin route', async () => {
    const adminRoutes = apiRoutes().filter((route) =>
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
