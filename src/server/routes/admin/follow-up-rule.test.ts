import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setGoalRule } from '@/server/goals/goals.service';
import { queryRows } from '@/server/db/query-rows';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read } from '@/test/http';

// New DMs and follow-ups are counted apart; the coach chooses whether follow-ups count toward
// the daily goal (docs/decisions/0132-prospects.md).

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
  await setGoalRule(t.database.db, community.admin, { soloGoal: 3, goalPerSetter: 2 });
});
afterAll(() => t.close());

describe('the community follow-up rule', () => {
  it('counts new DMs toward the goal by default; follow-ups too when the coach says so', async () => {
    const { admin } = community;
    const rule = await read(admin.api.admin['follow-up-rule'].$get());
    expect(rule.body).toEqual({ followUpsCount: false, cadence: [3, 7, 14] });

    const member = await community.approved('Cory Counter');
    for (const profileUrl of [
      'https://x.com/first_lead',
      'https://x.com/second_lead',
      'https://x.com/first_lead',
    ]) {
      const answer = await read(member.api.dms.$post({ json: { profileUrl }, header: {} }));
      expect(answer.status).toBe(201);
    }
    const today = async () => (await read(member.api.tracker.today.$get())).body;
    const dayAtGoal = async () => {
      const [row] = await queryRows<{ at_goal: boolean; runs: number }>(
        t.database.db,
        sql`select at_goal, (select count(*)::int from dm_runs r where r.user_id = d.user_id) as runs
            from dm_daily d where user_id = ${member.userId}`,
      );
      return row;
    };
    expect(await today()).toMatchObject({
      dmsSent: 2,
      newDms: 2,
      followUps: 1,
      followUpsCount: false,
      goal: 3,
    });
    expect(await dayAtGoal()).toEqual({ at_goal: false, runs: 0 });

    const set = await read(
      admin.api.admin['follow-up-rule'].$put({ json: { followUpsCount: true, cadence: [2, 5] } }),
    );
    expect(set.body).toEqual({ followUpsCount: true, cadence: [2, 5] });
    expect(await today()).toMatchObject({
      dmsSent: 3,
      newDms: 2,
      followUps: 1,
      followUpsCount: true,
    });
    expect(await dayAtGoal()).toEqual({ at_goal: true, runs: 1 });
    const streak = await read(member.api.progress.streak.$get());
    expect(streak.body.current).toBe(1);

    await read(
      admin.api.admin['follow-up-rule'].$put({
        json: { followUpsCount: false, cadence: [3, 7, 14] },
      }),
    );
    expect(await dayAtGoal()).toEqual({ at_goal: false, runs: 0 });
  });

  it('refuses a cadence that is not rising whole days, and anything but a boolean', async () => {
    for (const json of [
      { followUpsCount: true, cadence: [] },
      { followUpsCount: true, cadence: [7, 3] },
      { followUpsCount: true, cadence: [0] },
      { followUpsCount: 'yes', cadence: [3] },
      { followUpsCount: true },
    ]) {
      const answer = await read(
        community.admin.api.admin['follow-up-rule'].$put({ json: invalid(json) }),
      );
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });
});
