import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryRows } from './query-rows';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@/test/test-db';
import { rollupsAndRecount } from '@/test/rollups';
import { eraseProspect } from '@/server/routes/admin/erasure.service';

/**
 * Two transactions writing one member's DMs at once (an import of past days while a Log DM adds
 * today) must leave the rollups the triggers keep (dm_daily's running totals and ranges,
 * cohort_dm_gaps) as a recount gives them: the second waits for the first
 * (migration 0021_cohort_summary_rollups.sql, `dm_lock_members`). The member is locked before
 * anything else a write locks, so an erasure of the person a Log DM goes to waits for it instead
 * of deadlocking with it. Only PostgreSQL has two connections to interleave; the embedded
 * database runs one statement at a time.
 */

const DAY = 86_400_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`insert into "user" (id, name, email)
                                values ('writer', 'Writer', 'writer@example.com')`);
  await database.db.execute(sql`insert into profiles (user_id, time_zone, approval_status)
                                values ('writer', 'UTC', 'approved')`);
});
afterAll(() => database.close());

const insertDm = (client: pg.PoolClient, name: string, sentAt: Date) =>
  client.query(
    `insert into dm_tracking (user_id, prospect_name, platform, profile_url, profile_key, sent_at)
     values ('writer', $1, 'linkedin', $2, $2, $3)`,
    [name, `https://www.linkedin.com/in/${name}`, sentAt.toISOString()],
  );

describe.skipIf(!testPostgresUrl())('two writers of one member at once', () => {
  it('the later waits, and the rollups equal a recount', async () => {
    const db = database.db;
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const [importer, logger] = [await pool.connect(), await pool.connect()];
    try {
      const now = Date.now();
      await insertDm(importer, 'first', new Date(now - 5 * DAY));
      const {
        rows: [{ pid }],
      } = await logger.query<{ pid: number }>('select pg_backend_pid() as pid');
      await importer.query('begin');
      await insertDm(importer, 'imported', new Date(now - DAY));
      await logger.query('begin');
      // A minute ago, or today's midnight (UTC, the member's zone) in the day's first minute:
      // today either way, so the three DMs fall on three days and give three gaps.
      const logged = insertDm(
        logger,
        'logged',
        new Date(Math.max(now - 60_000, now - (now % DAY))),
      );
      // The Log DM waits on a lock while the import is open (polled, not slept).
      await expect
        .poll(async () => {
          const [row] = await queryRows<{ waiting: string | null }>(
            db,
            sql`select wait_event_type as waiting from pg_stat_activity where pid = ${pid}`,
          );
          return row.waiting;
        })
        .toBe('Lock');
      await importer.query('commit');
      await logged;
      await logger.query('commit');
    } finally {
      importer.release();
      logger.release();
    }
    const rollups = await rollupsAndRecount(db);
    expect(rollups.recounted.gaps).toHaveLength(3);
    expect(rollups.kept).toEqual(rollups.recounted);
  });

  it('a Log DM to a person being erased: the erasure waits for it, then takes it too', async () => {
    const db = database.db;
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const logger = await pool.connect();
    const url = 'https://www.linkedin.com/in/erased';
    try {
      await insertDm(logger, 'erased', new Date(Date.now() - 2 * DAY));
      await logger.query('begin');
      await insertDm(logger, 'erased', new Date(Date.now() - 60_000));
      // insertDm keys a DM by its URL as it is.
      const erasure = eraseProspect(db, url);
      const waiting = async () => {
        const rows = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows[0].n;
      };
      await expect.poll(waiting).toBe(1);
      await logger.query('commit');
      expect(await erasure).toEqual({ dms: 2, members: 1 });
    } finally {
      logger.release();
    }
    const [{ left }] = await queryRows<{ left: number }>(
      db,
      sql`select count(*)::int as left from dm_tracking where profile_url = ${url}`,
    );
    expect(left).toBe(0);
    const rollups = await rollupsAndRecount(db);
    expect(rollups.kept).toEqual(rollups.recounted);
  });
});
