import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from './embedded/embedded';
import { queryRows } from './query-rows';
import type { Db } from './client';
import { applySqlFunctions } from './sql-functions';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@/test/test-db';
import { rollupsAndRecount } from '@/test/rollups';

// Migration 0011 groups every member's DMs by profile into prospects
// (docs/decisions/0132-prospects.md), and 0027 moves dm_daily's running totals into 32-day windows
// and its runs at goal into dm_runs (docs/decisions/0129-dm-daily-rollup.md). On generated
// histories, the DMs per day, the days at goal, the streaks and the running totals the cohort and
// leaderboard read are the same before and after them, each profile becomes one prospect whose
// first DM is the only new one, and every rollup equals a recount.

const migrations = path.join(import.meta.dirname, 'migrations');

/** The migrations folder as it was before 0011: its files and a journal that ends at 0010. */
function migrationsBefore0011(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dmsprint-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 10);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Engine = { db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

/** An engine reached through one node-postgres client, migrated up to a migrations folder. */
function engineOf(client: pg.Client, close: () => Promise<void>): Engine {
  const db = drizzle({ client }) as unknown as Db;
  return {
    db,
    migrate: async (folder) => {
      await migrate(db as never, { migrationsFolder: folder });
      // Today's functions and triggers go with the whole folder (src/server/db/functions).
      if (folder === migrations) await applySqlFunctions(client);
    },
    close,
  };
}

async function pgliteEngine(): Promise<Engine> {
  const server = await startEmbeddedServer();
  const client = new pg.Client({ stream: server.connection, user: 'postgres' });
  await client.connect();
  return engineOf(client, async () => {
    await client.end();
    await server.close();
  });
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const fresh = await createEmptyPostgresDatabase(serverUrl, 'dmsprint_migration');
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  return engineOf(client, async () => {
    await client.end();
    await fresh.drop();
  });
}

/** A small deterministic generator, so a failure names the seed that made it. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo'];

/**
 * Three members' 40 days: a few DMs a day, a third of them follow-ups to a profile messaged
 * before (also on the same day), replies and meetings on first DMs and follow-ups alike.
 */
async function seedHistory(db: Db, seed: number) {
  const next = random(seed);
  await db.execute(sql`insert into community_settings (id, solo_goal, goal_per_setter)
                       values (1, 3, 2)`);
  const start = Date.parse('2026-09-01T00:00:00Z');
  for (const [index, zone] of ZONES.entries()) {
    const userId = `member-${index}`;
    await db.execute(sql`insert into "user" (id, name, email)
                         values (${userId}, ${userId}, ${`${userId}@example.com`})`);
    await db.execute(sql`insert into profiles (user_id, time_zone, approval_status)
                         values (${userId}, ${zone}, 'approved')`);
    const profiles: string[] = [];
    const rows: ReturnType<typeof sql>[] = [];
    for (let day = 0; day < 40; day += 1) {
      const count = Math.floor(next() * 6);
      for (let n = 0; n < count; n += 1) {
        const sent = new Date(start + day * 86_400_000 + Math.floor(next() * 86_400_000));
        const again = profiles.length > 0 && next() < 0.35;
        const profile = again
          ? profiles[Math.floor(next() * profiles.length)]
          : `https://www.linkedin.com/in/p-${index}-${profiles.push(`p-${index}-${profiles.length}`) - 1}`;
        const url = profile.startsWith('https://')
          ? profile
          : `https://www.linkedin.com/in/${profile}`;
        const replied =
          next() < 0.3 ? new Date(sent.getTime() + Math.floor(next() * 3 * 86_400_000)) : null;
        const met = replied && next() < 0.4 ? new Date(replied.getTime() + 3_600_000) : null;
        rows.push(sql`(${userId}, ${'Name ' + url.slice(-6)}, 'linkedin', ${url}, ${url},
                       ${sent.toISOString()}::timestamptz, ${replied !== null},
                       ${replied?.toISOString() ?? null}::timestamptz, ${met !== null},
                       ${met?.toISOString() ?? null}::timestamptz)`);
      }
    }
    await db.execute(sql`insert into dm_tracking (user_id, prospect_name, platform, profile_url,
                           profile_key, sent_at, response_received, response_at, meeting_booked,
                           meeting_at)
                         values ${sql.join(rows, sql`, `)}`);
  }
}

type Snapshot = {
  user_id: string;
  day: string;
  dms: number;
  at_goal: boolean;
  run: number;
  cum_dms: number;
  cum_days_at_goal: number;
};

/** Each DM day's count, goal, run at goal and running totals, as dm_daily held them before 0027. */
const snapshotBefore = (db: Db) =>
  queryRows<Snapshot>(
    db,
    sql`select user_id, day::text as day, dms, at_goal, run, cum_dms, cum_days_at_goal
        from dm_daily where dms > 0 order by user_id, day`,
  );

/** The same numbers from today's dm_daily (its day counts) and dm_runs (0027). */
const snapshotAfter = (db: Db) =>
  queryRows<Snapshot>(
    db,
    sql`select user_id, day, dms, at_goal, run, cum_dms, cum_days_at_goal
        from (select d.user_id, d.day::text as day, d.dms, d.at_goal,
                     coalesce((select d.day - r.first_day + 1 from dm_runs r
                               where r.user_id = d.user_id and r.first_day <= d.day
                                 and r.last_day >= d.day), 0) as run,
                     (sum(d.dms) over w)::int as cum_dms,
                     (count(*) filter (where d.at_goal) over w)::int as cum_days_at_goal
              from dm_daily d window w as (partition by d.user_id order by d.day)) x
        where dms > 0 order by user_id, day`,
  );

// The PostgreSQL pass of `npm test` (TEST_DB_ENGINE=postgres) runs it on PostgreSQL.
const serverUrl = testPostgresUrl();
const engines: [string, () => Promise<Engine>][] = serverUrl
  ? [['PostgreSQL', () => postgresEngine(serverUrl)]]
  : [['PGlite', pgliteEngine]];

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.each(engines)('migration 0011 on %s', (_name, open) => {
  it.each([1, 2])('keeps every day, goal and streak of history %i', async (seed) => {
    const engine = await open();
    try {
      const before = migrationsBefore0011();
      folders.push(before);
      await engine.migrate(before);
      await seedHistory(engine.db, seed);
      const previous = await snapshotBefore(engine.db);
      const [{ dms, profiles }] = await queryRows<{ dms: number; profiles: number }>(
        engine.db,
        sql`select count(*)::int as dms, count(distinct (user_id, profile_key))::int as profiles
            from dm_tracking`,
      );
      expect(dms).toBeGreaterThan(profiles); // the history has follow-ups

      await engine.migrate(migrations);

      expect(await snapshotAfter(engine.db)).toEqual(previous);
      const rollups = await rollupsAndRecount(engine.db);
      expect(rollups.kept).toEqual(rollups.recounted);
      expect(rollups.recounted).toMatchObject({
        totals: expect.any(Array),
        runs: expect.any(Array),
        daily: expect.any(Array),
        gaps: expect.any(Array),
      });
      const [after] = await queryRows<{
        prospects: number;
        unassigned: number;
        firsts: number;
        new_dms: number;
        replies_off_first: number;
        follow_ups_count: boolean;
      }>(
        engine.db,
        sql`select (select count(*)::int from prospects) as prospects,
                   (select count(*)::int from dm_tracking where prospect_id is null) as unassigned,
                   (select count(*)::int from dm_tracking where is_first) as firsts,
                   (select sum(new_dms)::int from dm_daily) as new_dms,
                   (select count(*)::int from dm_tracking
                     where not is_first and (response_received or meeting_booked))
                     as replies_off_first,
                   (select follow_ups_count from community_settings where id = 1)
                     as follow_ups_count`,
      );
      expect(after).toEqual({
        prospects: profiles,
        unassigned: 0,
        firsts: profiles,
        new_dms: profiles,
        replies_off_first: 0,
        follow_ups_count: true,
      });
    } finally {
      await engine.close();
    }
  });
});
