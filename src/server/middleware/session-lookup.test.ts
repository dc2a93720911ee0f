import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, session } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity } from '@/test/http';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60 * 1000;
const tokenOf = (member: Caller) => decodeURIComponent(member.cookie.split('=')[1]).split('.')[0];
const spyGetSession = () => vi.spyOn(t.deps.auth.api, 'getSession');

describe('the one-query session lookup', () => {
  it('answers an everyday request without better-auth’s three-query path', async () => {
    const member = await community.approved();
    const getSession = spyGetSession();
    const answer = await member.get<{ goal: number }>('/api/tracker/today');
    expect(answer.status).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
  });

  it('refuses a cookie whose signature does not match', async () => {
    const member = await community.approved();
    const [name, value] = member.cookie.split('=');
    const [token, signature] = decodeURIComponent(value).split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = new Caller(t, `${name}=${encodeURIComponent(`${token}.${flipped}`)}`);
    expect((await forged.get('/api/tracker/today')).status).toBe(401);
    const unsigned = new Caller(t, `${name}=${token}`);
    expect((await unsigned.get('/api/tracker/today')).status).toBe(401);
  });

  it('gives 401 after sign-out and for an expired session', async () => {
    const gone = await community.approved();
    const cookie = gone.cookie;
    await gone.post('/api/auth/sign-out');
    expect((await new Caller(t, cookie).get('/api/tracker/today')).status).toBe(401);

    const expired = await community.approved();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(expired)));
    expect((await expired.get('/api/tracker/today')).status).toBe(401);
  });

  it('leaves a session that is due for refresh to better-auth, which extends it', async () => {
    const member = await community.approved();
    // 30-day sessions refresh after a day: make this one two days old.
    const aged = new Date(Date.now() + 28 * DAY);
    await t.database.db
      .update(session)
      .set({ expiresAt: aged })
      .where(eq(session.token, tokenOf(member)));
    const getSession = spyGetSession();
    expect((await member.get('/api/tracker/today')).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    const [row] = await t.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, tokenOf(member)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(aged.getTime());
  });

  it('reads approval from the profile on every request', async () => {
    const member = await community.approved();
    expect((await member.get('/api/tracker/today')).status).toBe(200);
    await t.database.db
      .update(profiles)
      .set({ approvalStatus: 'rejected' })
      .where(eq(profiles.userId, member.userId));
    expect((await member.get('/api/tracker/today')).status).toBe(403);
  });
});
