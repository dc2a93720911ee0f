import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres } from '@/server/db/client';
import { captureLogs } from '@/test/log-capture';
import { Caller, createCommunity, type signUp } from '@/test/http';
import { startTcpProxy, type TcpProxy } from '@/test/tcp-proxy';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@/test/test-db';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * PostgreSQL going away mid-request: the app reaches the server through a loopback proxy the
 * test cuts and restores, and through pg_terminate_backend from another connection.
 */
const serverUrl = testPostgresUrl();
const logs = captureLogs('info');
let proxy: TcpProxy;
let t: TestApp;
let member: Awaited<ReturnType<typeof signUp>>;
let fresh: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;

type Answer = { status: number; body: { error?: { code: string; message: string } } };

describe.skipIf(!serverUrl)('the database going away (PostgreSQL)', () => {
  beforeAll(async () => {
    fresh = await createEmptyPostgresDatabase(serverUrl);
    const target = new URL(fresh.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openPostgres(viaProxy.toString(), 10, (error) =>
      logs.logger.warn({ err: error }, 'database connection lost'),
    );
    t = await createTestApp({ logger: logs.logger, database: { ...database, engine: 'postgres' } });
    member = await (await createCommunity(t)).approved();
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await fresh?.drop();
  });

  const logDm = (i: number) =>
    member.post('/api/dms', { profileUrl: `https://x.com/outage${i}` }) as Promise<Answer>;

  function expectUnavailable(answer: Answer, what: string) {
    expect(answer.status, what).toBe(503);
    expect(answer.body.error?.code, what).toBe('database_unavailable');
    expect(answer.body.error?.message, what).toMatch(/database is unavailable/i);
  }

  it('answers 503 database_unavailable on every kind of request while it is gone, then recovers', async () => {
    expect((await logDm(0)).status).toBe(201);
    await proxy.cut();
    const calls: [string, () => Promise<Answer>][] = [
      ['log DM', () => logDm(1)],
      ['me', () => member.get('/api/me') as Promise<Answer>],
      ['settings', () => member.get('/api/settings') as Promise<Answer>],
      [
        'sign-in',
        () =>
          new Caller(t).post('/api/auth/sign-in/email', {
            email: member.email,
            password: 'correct-horse-battery',
          }) as Promise<Answer>,
      ],
      ['get-session', () => member.get('/api/auth/get-session') as Promise<Answer>],
      [
        'sign-out',
        () => new Caller(t, member.cookie).post('/api/auth/sign-out', {}) as Promise<Answer>,
      ],
      ['readiness', () => member.get('/api/health/ready') as Promise<Answer>],
    ];
    for (const [what, call] of calls) expectUnavailable(await call(), what);
    expect((await member.get('/api/health')).status).toBe(200); // liveness needs no database

    await proxy.restore();
    await expect.poll(async () => (await logDm(2)).status, { timeout: 10_000 }).toBe(201);
    expect((await member.get('/api/health/ready')).status).toBe(200);
    expect((await member.get('/api/me')).status).toBe(200);

    const outage = logs.lines().filter((line) => line.msg === 'database unavailable');
    expect(outage.length).toBeGreaterThan(0);
    expect(logs.raw()).not.toContain(member.cookie.split('=')[1].split('.')[0]);
  });

  it('gives each request in flight when the connection drops a 201 or a 503, never a 500', async () => {
    const inFlight = Array.from({ length: 40 }, (_, i) => logDm(100 + i));
    await proxy.cut();
    const answers = await Promise.all(inFlight);
    for (const answer of answers) expect([201, 503]).toContain(answer.status);
    await proxy.restore();
    await expect.poll(async () => (await logDm(200)).status, { timeout: 10_000 }).toBe(201);
  });

  it('survives its backends being terminated by the server (pg_terminate_backend)', async () => {
    expect((await logDm(300)).status).toBe(201);
    const killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
    try {
      const stream = Array.from({ length: 20 }, (_, i) => logDm(400 + i));
      const { rows } = await killer.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [fresh.name],
      );
      expect(rows[0].n).toBeGreaterThan(0);
      for (const answer of await Promise.all(stream)) expect([201, 503]).toContain(answer.status);
    } finally {
      await killer.end();
    }
    await expect.poll(async () => (await logDm(500)).status, { timeout: 10_000 }).toBe(201);
  });
});
