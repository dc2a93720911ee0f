import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/query-rows';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity } from '@/test/http';
import { localDay, localDayBounds } from '@/shared/domain/day';
import { todaySummarySql } from './tracker.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` rows for `userId`: `today` of them from today, the rest a minute apart before it. */
const seed = (userId: string, count: number, today: number) =>
  t.database.db.execute(sql`
    insert into dm_tracking (user_id, prospect_name, platform, setter_name, profile_url,
                             profile_key, sent_at)
    select ${userId}, 'P' || g, 'instagram', 'Self', 'https://instagram.com/' || ${userId} || g,
           'instagram:' || ${userId} || g,
           case when g <= ${today} then now() - interval '1 second' * g
                else date_trunc('day', now(), 'UTC') - interval '1 minute' * g end
    from generate_series(1, ${count}) as g`);

describe("today's summary plan", () => {
  it('reads a member’s day through the index even when most rows in the table are from today', async () => {
    const community = await createCommunity(t);
    const busy = await community.approved('Busy Logger');
    const member = await community.approved('Long History');
    // Only the planner's statistics matter here: the rows skip the prospect triggers (each DM
    // to a new profile would make a prospect), which would make this seed most of the test.
    await t.database.db.execute(
      sql`alter table dm_tracking disable trigger prospects_assign, disable trigger prospects_on_insert`,
    );
    await seed(busy.userId, 60_000, 60_000); // everyone else logging today
    await seed(member.userId, 20_000, 50);
    await t.database.db.execute(
      sql`alter table dm_tracking enable trigger prospects_assign, enable trigger prospects_on_insert`,
    );
    await t.database.db.execute(sql`analyze dm_tracking`);

    const day = localDay(new Date(), 'UTC');
    const plan = await queryRows<Record<string, string>>(
      t.database.db,
      sql`explain ${todaySummarySql(member.userId, day, localDayBounds(day, 'UTC'))}`,
    );
    const lines = plan.map((row) => Object.values(row)[0]);
    expect(lines.filter((line) => /Seq Scan on dm_tracking/.test(line))).toEqual([]);
    expect(lines.join('\n')).toMatch(/dm_user_sent_idx/);
  }, 120_000);
});
