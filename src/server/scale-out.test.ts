import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT } from '@/server/routes/auth/sign-in-throttle';
import {
  HttpMember,
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from '@/test/server-process';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@/test/test-db';

/**
 * Two real server processes on different ports against one fresh PostgreSQL database, as
 * behind a load balancer: nothing a member can notice may live in one process's memory.
 */
const serverUrl = testPostgresUrl();
let a: ServerProcess;
let b: ServerProcess;
let fresh: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
const ADMIN = 'scale-admin@example.com';
let adminId: string;

/** A new session of the community's admin (the first account, signed up before the tests). */
async function signedInAdmin(server: ServerProcess): Promise<HttpMember> {
  const admin = new HttpMember(server.url);
  const answer = await admin.request('POST', '/api/auth/sign-in/email', {
    email: ADMIN,
    password: 'correct-horse-battery',
  });
  expect(answer.status).toBe(200);
  return admin;
}

/**
 * A Log DM as a device sends it: with its own Idempotency-Key, sent again with the same key
 * after a 503 (a request that waited too long for a database connection), to the other
 * instance. The status it ends with.
 */
async function logDmLikeADevice(member: HttpMember, profileUrl: string, first: ServerProcess) {
  const key = randomUUID();
  let server = first;
  for (let attempt = 1; ; attempt++) {
    const answer = await member.request('POST', '/api/dms', { profileUrl }, server.url, {
      'idempotency-key': key,
    });
    if (answer.status !== 503 || attempt === 5) return answer.status;
    server = server === a ? b : a;
  }
}

describe.skipIf(!serverUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    fresh = await createEmptyPostgresDatabase(serverUrl);
    const env = {
      DATABASE_URL: fresh.url,
      AUTH_SECRET: 'scale-out-secret-scale-out-secret-0123',
      PUBLIC_URL: 'http://sprint.localhost',
    };
    // both start at once on an empty database: migrations run once, under the advisory lock
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const signedUp = await new HttpMember(a.url).signUp(ADMIN);
    adminId = (signedUp.body as { user: { id: string } }).user.id;
  });
  afterAll(async () => {
    const stopped = await Promise.all([a?.stop(), b?.stop()]);
    killServerProcesses();
    await fresh?.drop();
    expect(stopped).toEqual([0, 0]);
  });

  it('shares sessions: signed in on A works on B, signed out on B ends it on A', async () => {
    const admin = await signedInAdmin(a);
    const onB = await admin.request<{ profile: { userId: string; isAdmin: boolean } }>(
      'GET',
      '/api/me',
      undefined,
      b.url,
    );
    expect(onB.status).toBe(200);
    expect(onB.body.profile).toMatchObject({ userId: adminId, isAdmin: true });

    const cookie = admin.cookie;
    expect((await admin.request('POST', '/api/auth/sign-out', {}, b.url)).status).toBe(200);
    const stale = new HttpMember(a.url);
    stale.cookie = cookie;
    expect((await stale.request('GET', '/api/me')).status).toBe(401);
  });

  it('counts failed sign-ins on A and on B together', async () => {
    const member = new HttpMember(a.url);
    await member.signUp('scale-throttled@example.com');
    const attempt = (server: ServerProcess, password: string) =>
      new HttpMember(server.url).request('POST', '/api/auth/sign-in/email', {
        email: 'scale-throttled@example.com',
        password,
      });
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) {
      expect((await attempt(i % 2 ? b : a, 'wrong-password')).status).toBe(401);
    }
    // the account is locked on both, even with the right password
    expect((await attempt(a, 'correct-horse-battery')).status).toBe(429);
    expect((await attempt(b, 'correct-horse-battery')).status).toBe(429);
  });

  it('400 concurrent Log DMs spread over A and B give exactly 400 rows and today counts 400', async () => {
    const admin = await signedInAdmin(a);
    const statuses = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        logDmLikeADevice(admin, `https://x.com/scale${i}`, i % 2 ? b : a),
      ),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ total: number; today: number }>(
        `select count(*)::int as total,
                count(*) filter (where sent_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today
           from dm_tracking where user_id = $1`,
        [adminId],
      );
      expect(rows[0]).toEqual({ total: 400, today: 400 });
    } finally {
      await client.end();
    }
  });
});
