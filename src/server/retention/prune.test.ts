import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/query-rows';
import { notificationJobs, securityEvents } from '@/server/db/schema';
import { createCommunity } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import type { UserId } from '@/shared/schemas/ids';
import { pruneOldRows, type RetentionDays } from './prune';

let t: TestApp;
let members: Array<{ userId: UserId }>;
// Members made first: a pass on a moved clock ends every session, the admin's too.
beforeAll(async () => {
  t = await createTestApp();
  const community = await createCommunity(t);
  members = [await community.approved('Pru Prune'), await community.approved('Para Prune')];
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const DAYS: RetentionDays = {
  notificationJobs: 90,
  securityEvents: 365,
  expiredSessions: 7,
  expiredChallenges: 1,
  rateCounters: 1,
};

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

async function count(table: string, where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where ${where}`,
  );
  return row.n;
}

describe('pruning old rows', () => {
  it('deletes only what is past its period, on a clock moved forward, and again finds nothing', async () => {
    const db = t.database.db;
    const member = members[0];
    const now = new Date(Date.now() + 400 * DAY);
    const job = (localDay: string, status: 'sent' | 'failed' | 'pending', doneAt: Date | null) => ({
      userId: member.userId,
      kind: 'digest' as const,
      localDay,
      slotAt: new Date(`${localDay}T08:00:00Z`),
      runAfter: new Date(`${localDay}T08:00:00Z`),
      status,
      doneAt,
    });
    await db.insert(notificationJobs).values([
      job('2020-01-01', 'sent', ago(now, 91)),
      job('2020-01-02', 'failed', ago(now, 200)),
      job('2020-01-03', 'sent', ago(now, 89)),
      // Never finished: a pending job is the queue's, whatever its age.
      job('2020-01-04', 'pending', null),
    ]);
    await db.insert(securityEvents).values([
      { userId: member.userId, kind: 'signed_in', createdAt: ago(now, 366) },
      { userId: member.userId, kind: 'signed_in', createdAt: ago(now, 364) },
    ]);
    await db.execute(sql`
      insert into session (id, expires_at, token, user_id) values
        ('s-old', ${ago(now, 8).toISOString()}::timestamptz, 't-old', ${member.userId}),
        ('s-recent', ${ago(now, 6).toISOString()}::timestamptz, 't-recent', ${member.userId}),
        ('s-live', ${ago(now, -1).toISOString()}::timestamptz, 't-live', ${member.userId})`);
    await db.execute(sql`
      insert into verification (id, identifier, value, expires_at) values
        ('v-old', 'challenge-old', 'x', ${ago(now, 2).toISOString()}::timestamptz),
        ('v-live', 'challenge-live', 'x', ${ago(now, -0.01).toISOString()}::timestamptz)`);
    await db.execute(sql`
      insert into rate_counters (key, count, reset_at) values
        ('prune-test:old', 3, ${ago(now, 2).toISOString()}::timestamptz),
        ('prune-test:live', 3, ${ago(now, 0.5).toISOString()}::timestamptz)`);
    await db.execute(sql`
      insert into rate_limit (id, key, count, last_request) values
        ('rl-old', 'prune-test-old', 1, ${ago(now, 2).getTime()}),
        ('rl-live', 'prune-test-live', 1, ${now.getTime()})`);

    const counts = await pruneOldRows(db, DAYS, now);
    expect(counts).toMatchObject({
      notificationJobs: 2,
      securityEvents: 1,
      expiredChallenges: 1,
      authRateLimits: 1,
    });
    // Every other session of the test ends 30 days after now, so long before the moved clock.
    expect(counts.expiredSessions).toBeGreaterThanOrEqual(1);
    expect(counts.rateCounters).toBeGreaterThanOrEqual(1);

    const mine = sql`user_id = ${member.userId}`;
    expect(await count('notification_jobs', mine)).toBe(2);
    expect(await count('security_events', mine)).toBe(1);
    expect(await count('session', sql`id in ('s-old', 's-recent', 's-live')`)).toBe(2);
    expect(await count('verification', sql`id in ('v-old', 'v-live')`)).toBe(1);
    expect(await count('rate_counters', sql`key like 'prune-test:%'`)).toBe(1);
    expect(await count('rate_limit', sql`id in ('rl-old', 'rl-live')`)).toBe(1);

    const again = await pruneOldRows(db, DAYS, now);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('lets several instances prune at once: each old row goes once, nothing fails', async () => {
    const db = t.database.db;
    const member = members[1];
    const now = new Date(Date.now() + 800 * DAY);
    await db.insert(securityEvents).values(
      Array.from({ length: 2500 }, (_, index) => ({
        userId: member.userId,
        kind: 'signed_in' as const,
        createdAt: ago(now, 400 + index / 1000),
      })),
    );
    const runs = await Promise.all([1, 2, 3].map(() => pruneOldRows(db, DAYS, now)));
    expect(runs.reduce((sum, run) => sum + run.securityEvents, 0)).toBeGreaterThanOrEqual(2500);
    expect(await count('security_events', sql`user_id = ${member.userId}`)).toBe(0);
  });
});
