// `npm run bench -- cohort`: the admin's cohort view for a community of 5,000 approved members
// (100 DMs each over the last 60 days, six time zones; three in four with a recorded goal of 1, 2
// or 3, so streaks run up to 60 days), on PGlite and PostgreSQL, through the real HTTP server
// with the admin's session. Targets: a page in < 100 ms (issue 14); the summary, needs-attention
// and the CSV in p50 ≤ 50 ms and p99 ≤ 100 ms (issue #26). Then the coach changes the community's
// goal rule (setGoalRule) for the 5,000 members.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import { setGoalRule } from '../src/server/goals/goals.service';
import { EXPORTS_PER_10_MINUTES } from '../src/server/middleware/per-member-limit';
import { zones } from '../src/server/routes/admin/cohort.sql';
import { bulkLoad } from './support/bulk-load';
import { benchRequests } from './support/knobs';
import { load } from './support/load';
import { sideBySide } from './support/side-by-side';
import { fmt, thousands, timed } from './support/stats';

const MEMBERS = 5_000;
const DMS_EACH = 100;
const DAYS = 60;

const PAGES = [
  '/api/admin/cohort?period=week',
  '/api/admin/cohort?period=30&sort=dms&dir=desc',
  '/api/admin/cohort?period=30&sort=replyRate&dir=desc',
  '/api/admin/cohort?period=30&sort=daysAtGoal&dir=desc',
  '/api/admin/cohort?period=30&sort=lastDm&dir=asc&page=3',
  '/api/admin/cohort?period=30&sort=streak&dir=desc',
  '/api/admin/cohort?period=7&q=member%2042',
];
const OTHERS = [
  '/api/admin/cohort/summary?period=30',
  '/api/admin/cohort/attention',
  '/api/admin/cohort/export.csv?period=30',
];

async function seed(db: Db) {
  const now = new Date();
  await db.execute(sql`
    insert into "user" (id, name, email)
    select 'cohort-' || i, 'Member ' || i, 'cohort-' || i || '@example.com'
    from generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, approval_status, time_zone, solo_mode, setters_count)
    select 'cohort-' || i, 'Member ' || i, 'approved',
           (array['UTC','America/Los_Angeles','Europe/London','Asia/Kolkata','Australia/Sydney',
                  'America/New_York'])[1 + i % 6],
           i % 10 <> 0, i % 10 / 4
    from generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`
    insert into goal_history (user_id, effective_on, goal)
    select 'cohort-' || i, '1970-01-01', i % 4 from generate_series(1, ${MEMBERS}) i
    where i % 4 <> 0`);
  await db.execute(sql`
    insert into dm_tracking (user_id, prospect_name, platform, setter_name, profile_url, profile_key,
                             sent_at, response_received, response_at, meeting_booked, meeting_at)
    select 'cohort-' || m, 'Prospect', 'instagram', 'Self', 'https://instagram.com/x' || m || '-' || j,
           'instagram:x' || m || '-' || j, sent, (j + m) % 10 = 0,
           case when (j + m) % 10 = 0 then sent + interval '2 hours' end, (j + m) % 40 = 0,
           case when (j + m) % 40 = 0 then sent + interval '3 hours' end
    from generate_series(1, ${MEMBERS}) m, generate_series(1, ${DMS_EACH}) j,
         lateral (select ${now}::timestamptz
                  - ((j * ${DAYS * 86_400}) / ${DMS_EACH} + m * 37) * interval '1 second'
                  as sent) s`);
  // As the server's embedded vacuum (src/server/db/embedded-vacuum.ts) and PostgreSQL's
  // autovacuum leave a database whose rows came over weeks: the cohort's index-only scans of
  // dm_daily's totals then read no table page.
  await db.execute(sql`vacuum analyze`);
}

export default async function cohortBench() {
  const requests = benchRequests(50);
  await sideBySide(
    'Cohort view: p50 / p90 / p99 / max ms, req/s, cpu ms per request',
    async ({ server, row }) => {
      const { db, community } = server;
      const seeding = await timed(() => bulkLoad(db, () => seed(db)));
      const [{ rows }] = await queryRows<{ rows: number }>(
        db,
        sql`select count(*)::int as rows from dm_tracking`,
      );
      row(
        `seeding ${thousands(MEMBERS)} members with ${DMS_EACH} DMs each`,
        `${thousands(rows)} rows in ${fmt(seeding.seconds)} s`,
      );
      // The members' "today"s are one date or two, by the hour (six zones): each range scan
      // reads every member's row for each date (docs/decisions/0129-dm-daily-rollup.md).
      const [{ days }] = await queryRows<{ days: number }>(
        db,
        sql`select count(distinct z.today)::int as days from (${zones(new Date(), '30')}) z`,
      );
      row(
        "the members' distinct local dates now",
        `${days} at ${new Date().toISOString().slice(11, 16)} UTC`,
      );
      const cookie = community.admin.cookie;
      const measure = async (endpoint: string, target: string) => {
        // The CSV is limited like a member's export (30 per 10 minutes): its count starts afresh
        // and it is measured at most that many times.
        const limited = endpoint.includes('/export.csv');
        const fresh = async () => {
          if (limited)
            await db.execute(
              sql`delete from rate_counters where key like 'member:cohort-export:%'`,
            );
        };
        const amount = limited ? Math.min(requests, EXPORTS_PER_10_MINUTES) : requests;
        await fresh();
        const check = await server.get(endpoint, cookie);
        if (!check.ok) throw new Error(`${endpoint}: ${check.status} ${await check.text()}`);
        await check.arrayBuffer();
        await fresh();
        const cpuBefore = process.cpuUsage();
        const result = await load(`${server.url}${endpoint}`, { cookie, connections: 1, amount });
        const cpu = process.cpuUsage(cpuBefore);
        if (result.errors > 0) throw new Error(`${endpoint}: ${result.errors} non-2xx/errors`);
        const cpuPerRequest = (cpu.user + cpu.system) / 1000 / amount;
        row(
          endpoint.replace('/api/admin/cohort', 'cohort'),
          `${result.p50} / ${result.p90} / ${result.p99} / ${result.max} ms, ` +
            `${fmt(result.rps, 0)} req/s, ${fmt(cpuPerRequest)} cpu`,
          target,
        );
      };
      for (const endpoint of PAGES) await measure(endpoint, 'p99 < 100 ms');
      for (const endpoint of OTHERS) await measure(endpoint, 'p50 ≤ 50, p99 ≤ 100 ms');
      // The first change writes a baseline for the 1,250 members without a recorded goal.
      const rules = [
        { soloGoal: 30, goalPerSetter: 90 },
        { soloGoal: 25, goalPerSetter: 110 },
        { soloGoal: 30, goalPerSetter: 90 },
      ];
      const seconds = [];
      for (const rule of rules) {
        seconds.push((await timed(() => setGoalRule(db, community.admin, rule))).seconds);
      }
      row(
        `setGoalRule for ${thousands(MEMBERS)} members: first / second / third change`,
        seconds.map((s) => `${fmt(s * 1000, 0)} ms`).join(' / '),
      );
    },
  );
}
