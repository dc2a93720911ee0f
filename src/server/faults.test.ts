import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import {
  freshDataDir,
  HttpMember,
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from '@/test/server-process';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@/test/test-db';

/**
 * Process-level faults on the real server: kill -9 in the middle of a stream of Log DM
 * requests, 6 times in a row, and SIGTERM with a request in flight. The embedded database
 * runs in the default pass, PostgreSQL in the PostgreSQL pass (TEST_DB_ENGINE=postgres).
 */
const serverUrl = testPostgresUrl();
const engine = serverUrl ? 'postgres' : 'pglite';
const AUTH_SECRET = 'fault-test-secret-fault-test-secret-0123';
const ROUNDS = 6; // each a different kill moment (3 + (round × 7) mod 11 acknowledged DMs)
const WORKERS = 6;

const drops: Array<() => Promise<void>> = [];

/** An empty database of its own for each test: the embedded one in a new data dir, or a new PostgreSQL database. */
async function freshServerEnv(): Promise<Record<string, string>> {
  const env = { DATA_DIR: freshDataDir('dm-sprint-faults-') };
  if (!serverUrl) return env;
  const fresh = await createEmptyPostgresDatabase(serverUrl);
  drops.push(fresh.drop);
  return { ...env, DATABASE_URL: fresh.url, AUTH_SECRET };
}
afterAll(async () => {
  killServerProcesses(); // only when a test failed midway
  await Promise.all(drops.map((drop) => drop()));
});

/** The ids of every DM row, read straight from the database with no server running. */
async function storedDmIds(env: Record<string, string>): Promise<Set<string>> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: string }>('select id from dm_tracking');
    await client.end();
    return new Set(rows.map((row) => row.id));
  }
  const db = new PGlite(path.join(env.DATA_DIR, 'db'));
  const { rows } = await db.query<{ id: string }>('select id from dm_tracking');
  await db.close();
  return new Set(rows.map((row) => row.id));
}

/**
 * Log DMs from several concurrent workers until the server dies; `onAck` hears every 201.
 * A request cut by the kill is simply not acknowledged.
 */
async function logDmsUntilDeath(
  server: ServerProcess,
  member: HttpMember,
  round: number,
  onAck: (id: string) => void,
) {
  let sent = 0;
  const worker = async () => {
    for (;;) {
      const n = sent++;
      try {
        const answer = await member.request<{ dm: { id: string } }>(
          'POST',
          '/api/dms',
          { profileUrl: `https://www.linkedin.com/in/round-${round}-dm-${n}` },
          server.url,
        );
        if (answer.status !== 201) throw new Error(`unexpected ${answer.status}`);
        onAck(answer.body.dm.id);
      } catch (error) {
        if (!server.child.killed) throw error; // only the kill may cut a request
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: WORKERS }, worker)).then(() => sent);
}

describe(`crash safety on ${engine}`, () => {
  it(`keeps every acknowledged DM through ${ROUNDS} kill -9s in a row, restarting cleanly each time`, async () => {
    const env = await freshServerEnv();
    const member = new HttpMember('');
    const acknowledged = new Set<string>();
    let attempted = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServerProcess(env);
      if (round === 1) {
        member.base = server.url;
        await member.signUp('crash-admin@example.com'); // the first account: an approved admin
      }
      if (engine === 'pglite') {
        // the lock left by the previous kill -9 was taken over: it now names this process
        expect(readFileSync(path.join(env.DATA_DIR, 'server.lock'), 'utf8')).toBe(
          String(server.child.pid),
        );
      }
      const killAfter = 3 + ((round * 7) % 11); // a different moment in each round
      let acksThisRound = 0;
      const stream = logDmsUntilDeath(server, member, round, (id) => {
        acknowledged.add(id);
        if (++acksThisRound === killAfter) server.child.kill('SIGKILL');
      });
      attempted += await stream;
      expect(await server.exited).toBe('SIGKILL');
      expect(server.output()).not.toMatch(/"level":(50|60)/); // no error before the kill
    }

    const stored = await storedDmIds(env);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * 3);
    expect(stored.size).toBeLessThanOrEqual(attempted);

    // and it still starts and serves after the last kill
    const last = await startServerProcess(env);
    expect((await member.request('GET', '/api/me', undefined, last.url)).status).toBe(200);
    expect(await last.stop()).toBe(0);
  }, 600_000); // ~25-30 s on an idle 2-core machine; every start takes 4x longer under heavy load

  it('on SIGTERM finishes the request in flight, refuses new ones, then exits 0', async () => {
    const env = await freshServerEnv();
    const server = await startServerProcess(env);
    const member = new HttpMember(server.url);
    await member.signUp('sigterm-admin@example.com'); // the first account: an approved admin
    expect(member.cookie).not.toBe('');

    // a request whose body is still arriving when the signal comes
    const body = JSON.stringify({ profileUrl: 'https://www.linkedin.com/in/in-flight-at-sigterm' });
    const { port } = new URL(server.url);
    let answer = '';
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/dms',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: member.cookie,
      },
    });
    const finished = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    await new Promise<void>((resolve) =>
      slow.once('socket', (socket) => socket.once('connect', resolve)),
    );

    server.child.kill('SIGTERM');
    await server.waitFor('shutting down');
    // new connections are refused while the old request is still open
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(10));
    expect(await finished).toBe(201);
    expect(JSON.parse(answer).dm.profileUrl).toMatch(/in-flight-at-sigterm/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect((await storedDmIds(env)).has(JSON.parse(answer).dm.id)).toBe(true);
  }, 120_000);
});
