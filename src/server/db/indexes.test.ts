import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectIndexUse } from '@/test/explain';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * The hot queries of the foundation and the DM core use an index on both engines (EXPLAIN).
 * Feature groups add their list and filter queries here, or beside their own tests with
 * `expectIndexUse` from src/test/explain.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A realistic spread (25 members × 400 DMs over a year), analysed, so the planner's choice
  // between the user_id indexes reflects real statistics rather than an empty table.
  await t.database.db.execute(sql`
    insert into "user" (id, name, email)
      select 'u' || i, 'Member ' || i, 'm' || i || '@example.com' from generate_series(1, 25) i`);
  await t.database.db.execute(sql`
    insert into dm_tracking (user_id, prospect_name, platform, profile_url, profile_key, sent_at,
                             response_received, response_at, meeting_booked, meeting_at)
      select 'u' || (i % 25 + 1), 'P' || i, 'linkedin', 'https://linkedin.com/in/p' || i,
             'linkedin:p' || i, ts, i % 4 = 0, case when i % 4 = 0 then ts + interval '1 day' end,
             i % 20 = 0, case when i % 20 = 0 then ts + interval '2 days' end
        from generate_series(1, 10000) i,
             lateral (select timestamptz '2025-06-01' + (i % 365) * interval '1 day' as ts) s`);
  await t.database.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const user = 'u1';
const from = new Date('2026-01-01T00:00:00Z');
const to = new Date('2026-01-02T00:00:00Z');

const HOT_QUERIES: [string, ReturnType<typeof sql>, string][] = [
  [
    'session by token (every request)',
    sql`select * from session where token = 'x'`,
    'session_token_unique',
  ],
  [
    'rate counter by key (sign-in throttle)',
    sql`select count, reset_at from rate_counters where key = 'k' and reset_at > now()`,
    'rate_counters_pkey',
  ],
  ['profile by user', sql`select * from profiles where user_id = ${user}`, 'profiles_user_id'],
  [
    'earlier DM to the same profile (duplicate warning)',
    sql`select sent_at from dm_tracking where user_id = ${user} and profile_key = 'linkedin:jane' order by sent_at desc limit 1`,
    'dm_user_key_idx',
  ],
  [
    'DMs sent today',
    sql`select count(*) from dm_tracking where user_id = ${user} and sent_at >= ${from} and sent_at < ${to}`,
    'dm_user_sent_idx',
  ],
  [
    'replies today',
    sql`select count(*) from dm_tracking where user_id = ${user} and response_at >= ${from} and response_at < ${to}`,
    'dm_user_response_idx',
  ],
  [
    'meetings today',
    sql`select count(*) from dm_tracking where user_id = ${user} and meeting_at >= ${from} and meeting_at < ${to}`,
    'dm_user_meeting_idx',
  ],
  [
    'one DM of its owner (transitions)',
    sql`update dm_tracking set notes = '' where id = '00000000-0000-4000-8000-000000000000' and user_id = ${user}`,
    'dm_tracking_pkey',
  ],
  [
    "a member's setters",
    sql`select * from setters where user_id = ${user} order by created_at`,
    'setters_user_name_uq',
  ],
  [
    'admin member list, newest first',
    sql`select * from profiles order by created_at desc limit 50`,
    'profiles_created_idx',
  ],
];

describe('hot queries use indexes', () => {
  it.each(HOT_QUERIES)('%s', async (_what, query, index) => {
    await expectIndexUse(t.database.db, query, index);
  });
});
