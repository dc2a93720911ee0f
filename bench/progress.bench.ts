// `npm run bench -- progress`: analytics and leaderboard latency for a member with 100,000 DMs in
// a community of 1,000 members, on the embedded database (PGlite in a temp directory), through
// the real HTTP server with a real session. Target (issue 6): p99 < 100 ms.
import { createBuiltinWriter } from '../src/server/writers/builtin-writer';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { openPglite } from '../src/server/db/client';
import { buildDeps } from '../src/server/deps';
import { createLogger } from '../src/server/logger';

type Latency = { p50: number; p90: number; p99: number; max: number; average: number };
type CannonResult = {
  latency: Latency;
  requests: { average: number };
  non2xx: number;
  errors: number;
};
type CannonOptions = {
  url: string;
  connections: number;
  amount: number;
  headers: Record<string, string>;
};
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: CannonOptions) => Promise<CannonResult>;

const HEAVY_DMS = 100_000;
const HISTORY_DAYS = 365;
const COMMUNITY = 1_000;
const COMMUNITY_DMS_EACH = 100;
const COMMUNITY_DAYS = 60;
const BASE_URL = 'http://localhost:3000';

async function post(url: string, pathname: string, body: unknown, cookie = '') {
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    // No keep-alive: seeding blocks the event loop for seconds, and a pooled socket the server
    // closed meanwhile would fail the next request with ECONNRESET.
    headers: { 'content-type': 'application/json', origin: BASE_URL, cookie, connection: 'close' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  const session = response.headers.get('set-cookie')?.match(/better-auth\.session_token=[^;]*/);
  return { body: (await response.json()) as { user?: { id: string } }, cookie: session?.[0] ?? '' };
}

export async function seed(db: Awaited<ReturnType<typeof openPglite>>['db'], heavyId: string) {
  const now = new Date();
  // The member: 100,000 DMs over the last year in New York, a team of two setters (goal 228):
  // 358 on weekdays, 130 on Saturdays, none on Sundays (so streaks run Monday to Friday), sent
  // between 08:00 and 18:00 local; every 9th replied 5 hours later, every 45th booked a meeting.
  await db.execute(sql`update profiles set time_zone = 'America/New_York', solo_mode = false,
                       setters_count = 2 where user_id = ${heavyId}`);
  await db.execute(sql`
    insert into dm_tracking (user_id, prospect_name, platform, setter_name, profile_url, profile_key,
                             sent_at, response_received, response_at, meeting_booked, meeting_at)
    select ${heavyId}, 'Prospect ' || i,
           (array['linkedin','instagram','twitter','facebook','other'])[1 + (i * 7) % 5],
           (array['Self','Sam','Ria'])[1 + i % 3],
           'https://www.linkedin.com/in/p-' || i, 'linkedin:p-' || i,
           sent, i % 9 = 0, case when i % 9 = 0 then sent + interval '5 hours' end,
           i % 45 = 0, case when i % 45 = 0 then sent + interval '20 hours' end
    from (select row_number() over (order by day desc, j) as i,
                 (day::timestamp at time zone 'America/New_York') + interval '8 hours'
                   + (j * 36000.0 / per_day) * interval '1 second' as sent
          from generate_series(0, ${HISTORY_DAYS - 1}) k,
               lateral (select ((${now}::timestamptz at time zone 'America/New_York')::date - k) as day) d,
               lateral (select case extract(isodow from d.day) when 7 then 0 when 6 then 130
                               else 358 end as per_day) c,
               generate_series(1, c.per_day) j) s
    where i <= ${HEAVY_DMS}`);
  // The community: 1,000 members in six zones; every 50th pending, every 97th rejected, every
  // 20th hidden from the board; 100 DMs each over the last 60 days.
  await db.execute(sql`
    insert into "user" (id, name, email)
    select 'bench-' || i, 'Member ' || i, 'bench-' || i || '@example.com'
    from generate_series(1, ${COMMUNITY}) i`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, approval_status, time_zone, hide_from_leaderboard)
    select 'bench-' || i, 'Member ' || i,
           case when i % 50 = 0 then 'pending' when i % 97 = 0 then 'rejected' else 'approved' end,
           (array['UTC','America/Los_Angeles','Europe/London','Asia/Kolkata','Australia/Sydney',
                  'America/New_York'])[1 + i % 6],
           i % 20 = 0
    from generate_series(1, ${COMMUNITY}) i`);
  await db.execute(sql`
    insert into dm_tracking (user_id, prospect_name, platform, setter_name, profile_url, profile_key,
                             sent_at, response_received, response_at, meeting_booked, meeting_at)
    select 'bench-' || m, 'Prospect', 'instagram', 'Self', 'https://instagram.com/x' || m || '-' || j,
           'instagram:x' || m || '-' || j, sent, j % 10 = 0,
           case when j % 10 = 0 then sent + interval '2 hours' end, j % 40 = 0,
           case when j % 40 = 0 then sent + interval '3 hours' end
    from generate_series(1, ${COMMUNITY}) m, generate_series(1, ${COMMUNITY_DMS_EACH}) j,
         lateral (select ${now}::timestamptz
                  - ((j * ${COMMUNITY_DAYS * 86_400}) / ${COMMUNITY_DMS_EACH} + m * 37) * interval '1 second'
                  as sent) s`);
  await db.execute(sql`analyze`);
}

const fmt = (value: number) => value.toFixed(1).padStart(7);

export default async function progressBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-bench-progress-'));
  const database = await openPglite(path.join(dir, 'db'));
  const deps = buildDeps({
    db: database.db,
    logger: createLogger('silent'),
    mailer: { kind: 'log', send: async () => {} },
    writer: createBuiltinWriter(),
    secret: 'bench-secret-bench-secret-bench-secret-0123',
    config: {
      baseURL: BASE_URL,
      adminEmails: [],
      coachUrl: null,
      trustProxy: false,
      emailVerification: false,
    },
  });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const signUp = (name: string, email: string) =>
      post(url, '/api/auth/sign-up/email', {
        name,
        email,
        password: 'correct-horse-battery',
        company: 'Bench',
        industry: 'Bench',
      });
    const admin = await signUp('Bench Admin', 'admin@bench.example');
    const member = await signUp('Heavy Member', 'heavy@bench.example');
    const heavyId = member.body.user!.id;
    await post(url, `/api/admin/users/${heavyId}/decision`, { status: 'approved' }, admin.cookie);
    const started = Date.now();
    await seed(database.db, heavyId);
    const [{ count }] = (
      (await database.db.execute(
        sql`select count(*)::int as count from dm_tracking`,
      )) as unknown as {
        rows: Array<{ count: number }>;
      }
    ).rows;
    console.log(
      `seeded ${count.toLocaleString('en-US')} DMs (${HEAVY_DMS.toLocaleString('en-US')} for the member, ` +
        `${COMMUNITY} community members) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const endpoints = [
      '/api/me', // the floor: session + profile, no progress query
      '/api/analytics?days=7',
      '/api/analytics?days=30',
      '/api/analytics?days=90',
      '/api/progress/leaderboard?period=week',
      '/api/progress/leaderboard?period=month',
      '/api/progress/leaderboard?period=month&metric=replies',
      '/api/progress/streak',
      '/api/progress/achievements',
    ];
    const headers = { cookie: member.cookie };
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    for (const endpoint of endpoints) {
      const check = await fetch(`${url}${endpoint}`, { headers });
      if (!check.ok) throw new Error(`${endpoint}: ${check.status} ${await check.text()}`);
      await check.arrayBuffer();
    }
    console.log(
      'endpoint                                              conns   p50 ms  p90 ms  p99 ms  max ms   req/s  cpu ms/req',
    );
    const measure = async (endpoint: string, connections: number) => {
      const amount = connections === 1 ? 200 : 400;
      const cpuBefore = process.cpuUsage();
      const result = await autocannon({ url: `${url}${endpoint}`, connections, amount, headers });
      const cpu = process.cpuUsage(cpuBefore);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${endpoint}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      const { latency } = result;
      // CPU time of this process (server and load generator) per request: about what one
      // request takes on an idle machine, however busy the machine was during the run.
      const cpuPerRequest = (cpu.user + cpu.system) / 1000 / amount;
      console.log(
        `${endpoint.padEnd(54)}${String(connections).padStart(5)} ${fmt(latency.p50)} ${fmt(latency.p90)} ${fmt(latency.p99)} ${fmt(latency.max)} ${fmt(result.requests.average)} ${fmt(cpuPerRequest)}`,
      );
    };
    for (const connections of [1, 4]) {
      for (const endpoint of endpoints) await measure(endpoint, connections);
    }
    // PGlite never vacuums on its own (PostgreSQL's autovacuum would): without the visibility
    // map, index-only scans still read the table. The same endpoints after one VACUUM:
    await database.db.execute(sql`vacuum`);
    console.log('after VACUUM:');
    for (const endpoint of endpoints) await measure(endpoint, 1);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
