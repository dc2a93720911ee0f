import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, readRefusal, type Caller } from '@/test/http';
import { burst, insertDms, sentAt } from '@/test/dm-rows';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

type Member = Caller & { userId: UserId };

/** `count` DMs from local noon `daysAgo` days before today in `timeZone`. */
async function sendOn(member: Member, daysAgo: number, count: number, timeZone = 'UTC') {
  const day = addDays(localDay(new Date(), timeZone), -daysAgo);
  const noon = new Date(startOfLocalDay(day, timeZone).getTime() + 12 * 3_600_000);
  await insertDms(t.database.db, member.userId, sentAt(burst(noon, count)));
}

const setRule = (soloGoal: number, goalPerSetter: number) =>
  read(community.admin.api.admin['goal-rule'].$put({ json: { soloGoal, goalPerSetter } }));

async function todayGoal(member: Member) {
  const answer = await read(member.api.tracker.today.$get());
  expect(answer.status).toBe(200);
  return answer.body.goal;
}

/** Each of the last days' goal and whether it was reached, as the streak card shows them. */
async function recent(member: Member) {
  const answer = await read(member.api.progress.streak.$get());
  expect(answer.status).toBe(200);
  return answer.body;
}

async function cohortDaysAtGoal(userId: UserId) {
  const answer = await read(
    community.admin.api.admin.cohort.$get({ query: { period: '7', q: 'Goal' } }),
  );
  expect(answer.status).toBe(200);
  return answer.body.rows.find((row) => row.userId === userId)?.daysAtGoal;
}

// Tests in this file share one community rule: each sets the rule it needs first.
describe('the community goal rule (admin)', () => {
  it('starts at the spec’s values and refuses bad input with a clear 400', async () => {
    const current = await read(community.admin.api.admin['goal-rule'].$get());
    expect(current.status).toBe(200);
    expect(current.body.rule).toEqual({ soloGoal: 28, goalPerSetter: 100 });

    const bad: Array<[unknown, string]> = [
      [{ soloGoal: 0, goalPerSetter: 100 }, 'The solo goal must be at least 1'],
      [{ soloGoal: 28, goalPerSetter: 1001 }, 'The goal per setter must be at most 1000'],
      [{ soloGoal: 28.5, goalPerSetter: 100 }, 'The solo goal must be a whole number'],
      [{ soloGoal: '28', goalPerSetter: 100 }, 'The solo goal must be a number'],
      [{ soloGoal: 28 }, 'The goal per setter must be a number'],
      [{ soloGoal: 28, goalPerSetter: 100, isAdmin: true }, 'isAdmin'],
    ];
    for (const [body, message] of bad) {
      const answer = await readRefusal(
        community.admin.api.admin['goal-rule'].$put({ json: invalid(body) }),
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body.error)).toContain(message);
    }
  });

  it('answers 403 to a member on both routes', async () => {
    const member = await community.approved('Plain Member');
    expect((await read(member.api.admin['goal-rule'].$get())).status).toBe(403);
    const put = await read(
      member.api.admin['goal-rule'].$put({ json: { soloGoal: 5, goalPerSetter: 5 } }),
    );
    expect(put.status).toBe(403);
    const current = await read(community.admin.api.admin['goal-rule'].$get());
    expect(current.body.rule.soloGoal).not.toBe(5);
  });

  it('changes every member’s goal from today on; yesterday keeps its goal', async () => {
    expect((await setRule(28, 100)).status).toBe(200);
    const solo = (await community.approved('Goal Solo')) as Member;
    const team = (await community.approved('Goal Team')) as Member;
    expect(
      (await read(team.api.settings.$patch({ json: { soloMode: false, settersCount: 2 } }))).status,
    ).toBe(200);
    await sendOn(solo, 1, 28);
    await sendOn(solo, 0, 28);
    expect(await todayGoal(solo)).toBe(28);
    expect(await todayGoal(team)).toBe(228);
    expect(await cohortDaysAtGoal(solo.userId)).toBe(2);

    const changed = await setRule(30, 50);
    expect(changed.status).toBe(200);
    expect(changed.body.rule).toEqual({ soloGoal: 30, goalPerSetter: 50 });
    expect(await todayGoal(solo)).toBe(30);
    expect(await todayGoal(team)).toBe(130);

    const streak = await recent(solo);
    const [yesterday, today] = streak.recent.slice(-2);
    expect(yesterday).toMatchObject({ goal: 28, dms: 28, reached: true });
    expect(today).toMatchObject({ goal: 30, dms: 28, reached: false });
    expect(streak.current).toBe(1);
    expect(streak.status).toBe('at_risk');

    const analytics = await read(solo.api.analytics.$get({ query: { days: '7' } }));
    expect(analytics.body.daily.slice(-2).map((day) => day.goal)).toEqual([28, 30]);
    expect(analytics.body.totals.daysAtGoal).toBe(1);
    expect(await cohortDaysAtGoal(solo.userId)).toBe(1);

    // A second change the same day replaces today's goal; yesterday still keeps 28.
    expect((await setRule(27, 50)).status).toBe(200);
    expect(await todayGoal(solo)).toBe(27);
    const again = await recent(solo);
    expect(again.recent.slice(-2).map((day) => day.goal)).toEqual([28, 27]);
    expect(await cohortDaysAtGoal(solo.userId)).toBe(2);
  });

  it('keeps a setters change made earlier today on the new rule', async () => {
    expect((await setRule(28, 100)).status).toBe(200);
    const member = (await community.approved('Goal Switcher')) as Member;
    await read(member.api.settings.$patch({ json: { soloMode: false, settersCount: 1 } }));
    expect(await todayGoal(member)).toBe(128);
    expect((await setRule(40, 10)).status).toBe(200);
    expect(await todayGoal(member)).toBe(50);
    await read(member.api.settings.$patch({ json: { soloMode: true } }));
    expect(await todayGoal(member)).toBe(40);
  });
});

describe('a member’s own goal (settings)', () => {
  it('raises the goal, never below the community’s, and follows the rule again with null', async () => {
    expect((await setRule(28, 100)).status).toBe(200);
    const member = (await community.approved('Goal Raiser')) as Member;
    await sendOn(member, 1, 30);
    const current = await read(member.api.settings.goal.$get());
    expect(current.body).toEqual({ communityGoal: 28, personalGoal: null, goal: 28 });

    const raised = await read(
      member.api.settings.goal.$put({
        json: {
          personalGoal: 40,
        },
      }),
    );
    expect(raised.status).toBe(200);
    expect(raised.body).toEqual({ communityGoal: 28, personalGoal: 40, goal: 40 });
    expect(await todayGoal(member)).toBe(40);
    // Yesterday's 30 DMs were at yesterday's goal (28), before the raise.
    const streak = await recent(member);
    expect(streak.recent.at(-2)).toMatchObject({ goal: 28, reached: true });

    const lower = await readRefusal(member.api.settings.goal.$put({ json: { personalGoal: 20 } }));
    expect(lower.status).toBe(400);
    expect(lower.body.error).toMatchObject({
      code: 'goal_below_community',
      message: "Your goal can't be below the community's goal of 28 DMs a day.",
    });
    expect(await todayGoal(member)).toBe(40);

    for (const body of [
      { personalGoal: 0 },
      { personalGoal: 2.5 },
      { personalGoal: 40, x: 1 },
      {},
    ]) {
      expect(
        (await read(member.api.settings.goal.$put({ json: invalid(body) }))).status,
        JSON.stringify(body),
      ).toBe(400);
    }

    // A team of 2 setters: the community's goal is 228, above the member's 40.
    await read(member.api.settings.$patch({ json: { soloMode: false, settersCount: 2 } }));
    expect(await todayGoal(member)).toBe(228);
    const team = await readRefusal(member.api.settings.goal.$put({ json: { personalGoal: 100 } }));
    expect(team.body.error.message).toContain('228');
    await read(member.api.settings.$patch({ json: { soloMode: true } }));

    // The coach's rule rises above the member's goal: the higher one applies.
    expect((await setRule(50, 100)).status).toBe(200);
    expect(await todayGoal(member)).toBe(50);
    expect((await setRule(28, 100)).status).toBe(200);
    expect(await todayGoal(member)).toBe(40);

    const reset = await read(
      member.api.settings.goal.$put({
        json: {
          personalGoal: null,
        },
      }),
    );
    expect(reset.body).toEqual({ communityGoal: 28, personalGoal: null, goal: 28 });
  });

  it('answers 403 to a pending account', async () => {
    const pending = await community.pending();
    expect((await read(pending.api.settings.goal.$get())).status).toBe(403);
    expect(
      (await read(pending.api.settings.goal.$put({ json: { personalGoal: 50 } }))).status,
    ).toBe(403);
  });
});
