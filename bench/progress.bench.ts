// `npm run bench -- progress`: analytics and leaderboard latency for a member with 100,000 DMs in
// a community of 1,000 members, on PGlite (in a temporary directory) and on PostgreSQL, through
// the real HTTP server with a real session. Target (issue 6): p99 < 100 ms.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import { bulkLoad } from './support/bulk-load';
import { benchRequests } from './support/knobs';
import { load } from './support/load';
import { sideBySide } from './support/side-by-side';
import { fmt, thousands, timed } from './support/stats';

const HEAVY_DMS = 100_000;
const HISTORY_DAYS = 365;
const COMMUNITY = 1_000;
const COMMUNITY_DMS_EACH = 100;
const COMMUNITY_DAYS = 60;

const ENDPOINTS = [
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

export async function seed(db: Db, heavyId: string) {
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

export default async function progressBench() {
  const oneByOne = benchRequests(200);
  await sideBySide(
    'Progress and analytics: p50 / p90 / p99 / max ms, req/s, cpu ms per request',
    async ({ engine, server, row }) => {
      const { db, community } = server;
      const member = await community.approved('Heavy Member');
      const seeding = await timed(() => bulkLoad(db, () => seed(db, member.userId)));
      const [{ rows }] = await queryRows<{ rows: number }>(
        db,
        sql`select count(*)::int as rows from dm_tracking`,
      );
      row(
        `seeding ${thousands(HEAVY_DMS)} DMs for the member, ${COMMUNITY} members with ${COMMUNITY_DMS_EACH} each`,
        `${thousands(rows)} rows in ${fmt(seeding.seconds)} s`,
      );
      row(
        'cpu ms per request counts',
        engine === 'PGlite'
          ? 'server, database and load generator (one process)'
          : "server and load generator, not PostgreSQL's processes",
      );

      for (const endpoint of ENDPOINTS) {
        const check = await server.get(endpoint, member.cookie);
        if (!check.ok) throw new Error(`${endpoint}: ${check.status} ${await check.text()}`);
        await check.arrayBuffer();
      }
      const measure = async (endpoint: string, connections: number, label = endpoint) => {
        const amount = connections === 1 ? oneByOne : 2 * oneByOne;
        const cpuBefore = process.cpuUsage();
        const result = await load(`${server.url}${endpoint}`, {
          cookie: member.cookie,
          connections,
          amount,
        });
        const cpu = process.cpuUsage(cpuBefore);
        if (result.errors > 0) throw new Error(`${endpoint}: ${result.errors} non-2xx/errors`);
        // CPU time of this process (server and load generator) per request: about what one
        // request takes on an idle machine, however busy the machine was during the run.
        const cpuPerRequest = (cpu.user + cpu.system) / 1000 / amount;
        row(
          `${label}, ${connections} conn`,
          `${result.p50} / ${result.p90} / ${result.p99} / ${result.max} ms, ` +
            `${fmt(result.rps, 0)} req/s, ${fmt(cpuPerRequest)} cpu`,
          endpoint === '/api/me' ? '' : 'p99 < 100 ms',
        );
      };
      for (const connections of [1, 4]) {
        for (const endpoint of ENDPOINTS) await measure(endpoint, connections);
      }
      // PGlite never vacuums on its own (PostgreSQL's autovacuum would): without the visibility
      // map, index-only scans still read the table. The same endpoints after one VACUUM:
      await db.execute(sql`vacuum`);
      for (const endpoint of ENDPOINTS) await measure(endpoint, 1, `after VACUUM: ${endpoint}`);
    },
  );
}
