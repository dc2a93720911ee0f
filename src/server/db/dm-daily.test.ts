import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalLookups, setGoalRule, updateProfileGoal } from '@/server/goals/goals.service';
import { queryRows } from '@/server/db/query-rows';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity } from '@/test/http';
import { insertDms } from '@/test/dm-rows';
import type { UserId } from '@/shared/schemas/ids';

// dm_daily and dm_runs are kept by triggers (src/server/db/functions/dm-daily.sql); whatever is
// written to dm_tracking, goal_history, community_settings or a profile, they must equal a recount.

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
let admin: { userId: UserId };
let members: UserId[];
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
  admin = community.admin;
  // Goals within reach of a few DMs, so days reach them and miss them.
  await setGoalRule(t.database.db, admin, { soloGoal: 3, goalPerSetter: 2 });
  members = [];
  for (const name of ['Ann', 'Bo', 'Cy']) members.push((await community.approved(name)).userId);
});
afterAll(() => t.close());

type Day = {
  user_id: string;
  day: string;
  dms: number;
  new_dms: number;
  replied: number;
  booked: number;
  replies: number;
  meetings: number;
  at_goal: boolean;
  at_goal_day_before: boolean;
  at_goal_two_days_before: boolean;
} & Record<WindowColumn, number>;

const byMemberAndDay = (a: Day, b: Day) =>
  `${a.user_id} ${a.day}`.localeCompare(`${b.user_id} ${b.day}`);

/** dm_daily's rows with anything counted (a day emptied by deletes keeps a row of zeros). */
async function rollup(userIds: string[]): Promise<Day[]> {
  const rows = await queryRows<Day>(
    t.database.db,
    sql`select user_id, day::text as day, dms, new_dms, replied, booked, replies, meetings,
               at_goal, ${sql.raw(WINDOW_COLUMNS.join(', '))}, at_goal_day_before,
               at_goal_two_days_before
        from dm_daily
        where user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and dms + replies + meetings > 0`,
  );
  return rows.sort(byMemberAndDay);
}

/**
 * Rows whose `valid_at` (the instants their totals hold for, read by the cohort) is not from the
 * start of their day to the start of the member's next row's day in the member's zone, unbounded
 * for the last.
 */
async function misplacedValidity(userIds: string[]) {
  return queryRows<{ user_id: string; day: string; valid: string | null }>(
    t.database.db,
    sql`select user_id, day::text as day, valid_at::text as valid
        from (select r.*,
                     tstzrange(r.day::timestamp at time zone p.time_zone,
                               (lead(r.day) over (partition by r.user_id order by r.day))::timestamp
                                 at time zone p.time_zone) as expected
              from dm_daily r join profiles p on p.user_id = r.user_id
              where r.user_id in (${sql.join(
                userIds.map((id) => sql`${id}`),
                sql`, `,
              )})) x
        where valid_at is distinct from expected`,
  );
}

/** The same days counted in TypeScript from dm_tracking, with goalLookups' goal of each day. */
async function recount(userIds: string[]): Promise<Day[]> {
  const db = t.database.db;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const profiles = await queryRows<{
    userId: UserId;
    timeZone: string;
    soloMode: boolean;
    settersCount: number;
    personalGoal: number | null;
  }>(
    db,
    sql`select user_id as "userId", time_zone as "timeZone", solo_mode as "soloMode",
               setters_count as "settersCount", personal_goal as "personalGoal"
        from profiles where user_id in (${ids})`,
  );
  const goals = await goalLookups(db, profiles);
  const zone = new Map(profiles.map((p) => [p.userId, p.timeZone]));
  const dmRows = await queryRows<{
    user_id: UserId;
    sent_at: Date | string;
    response_at: Date | string | null;
    meeting_at: Date | string | null;
    response_received: boolean;
    meeting_booked: boolean;
    is_first: boolean;
  }>(
    db,
    sql`select user_id, sent_at, response_at, meeting_at, response_received, meeting_booked,
               is_first
        from dm_tracking where user_id in (${ids})`,
  );
  const days = new Map<string, Day>();
  const on = (userId: UserId, at: Date | string) => {
    const day = localDay(new Date(at), zone.get(userId)!);
    const key = `${userId} ${day}`;
    if (!days.has(key)) {
      days.set(key, {
        user_id: userId,
        day,
        dms: 0,
        new_dms: 0,
        replied: 0,
        booked: 0,
        replies: 0,
        meetings: 0,
        at_goal: false,
        ...zeros(WINDOW_COLUMNS),
        at_goal_day_before: false,
        at_goal_two_days_before: false,
      });
    }
    return days.get(key)!;
  };
  for (const row of dmRows) {
    const sent = on(row.user_id, row.sent_at);
    sent.dms += 1;
    if (row.is_first) sent.new_dms += 1;
    if (row.response_received) sent.replied += 1;
    if (row.meeting_booked) sent.booked += 1;
    if (row.response_at) on(row.user_id, row.response_at).replies += 1;
    if (row.meeting_at) on(row.user_id, row.meeting_at).meetings += 1;
  }
  const sorted = [...days.values()].sort(byMemberAndDay);
  sorted.forEach((day, index) => {
    // Only new DMs count toward the goal here (the community's follow_ups_count stays off).
    day.at_goal = day.new_dms >= goals.get(day.user_id)!(day.day);
    const before = sorted[index - 1]?.user_id === day.user_id ? sorted[index - 1] : undefined;
    const yesterday = before?.day === addDays(day.day, -1) ? before : undefined;
    day.at_goal_day_before = yesterday?.at_goal ?? false;
    const twoBefore = [sorted[index - 1], sorted[index - 2]].find(
      (other) => other?.user_id === day.user_id && other.day === addDays(day.day, -2),
    );
    day.at_goal_two_days_before = twoBefore?.at_goal ?? false;
  });
  // Totals within each 32-day window up to the day, and the whole window before.
  const totals = new Map<string, Record<Measure, number>>();
  for (const day of sorted) {
    const key = `${day.user_id} ${windowOf(day.day)}`;
    const sum = totals.get(key) ?? zeros(MEASURES);
    for (const m of MEASURES) sum[m] += m === 'days_at_goal' ? Number(day.at_goal) : day[m];
    totals.set(key, sum);
    for (const m of MEASURES) day[`win_${m}`] = sum[m];
  }
  for (const day of sorted) {
    const prior = totals.get(`${day.user_id} ${windowOf(day.day) - 1}`);
    for (const m of MEASURES) day[`prior_${m}`] = prior?.[m] ?? 0;
  }
  return sorted;
}

const MEASURES = [
  'dms',
  'new_dms',
  'replied',
  'booked',
  'replies',
  'meetings',
  'days_at_goal',
] as const;
type Measure = (typeof MEASURES)[number];
const WINDOW_COLUMNS = MEASURES.flatMap((m) => [`win_${m}`, `prior_${m}`] as const);
type WindowColumn = (typeof WINDOW_COLUMNS)[number];
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** dm_window of src/server/db/functions/dm-daily.sql: 32-day windows from 2000-01-03. */
const windowOf = (day: string) =>
  Math.floor(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse('2000-01-03T00:00:00Z')) / (32 * 86_400_000),
  );

/** dm_runs' rows, and the runs of consecutive days at goal of a recount. */
async function runs(userIds: string[]) {
  const rows = await queryRows<{ user_id: string; first_day: string; last_day: string }>(
    t.database.db,
    sql`select user_id, first_day::text as first_day, last_day::text as last_day from dm_runs
        where user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return rows.sort((a, b) =>
    `${a.user_id} ${a.first_day}`.localeCompare(`${b.user_id} ${b.first_day}`),
  );
}

/** The runs of consecutive days at goal in `days` (sorted by member and day, as recount sorts them). */
function runsOf(days: Day[]) {
  const found: Array<{ user_id: string; first_day: string; last_day: string }> = [];
  for (const day of days.filter((d) => d.at_goal)) {
    const last = found.at(-1);
    if (last?.user_id === day.user_id && addDays(last.last_day, 1) === day.day)
      last.last_day = day.day;
    else found.push({ user_id: day.user_id, first_day: day.day, last_day: day.day });
  }
  return found;
}

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland'];
const hours = (n: number) => n * 3_600_000;

/** An instant `hour` hours into the local day `daysAgo` days before today in UTC. */
const at = (daysAgo: number, hour: number) =>
  new Date(
    startOfLocalDay(addDays(localDay(new Date(), 'UTC'), -daysAgo), 'UTC').getTime() + hours(hour),
  );

const member = fc.nat({ max: 2 });
// Past two 32-day windows, so DMs land in three windows and across their boundaries.
const MAX_DAYS_AGO = 70;
const pick = fc.nat({ max: 1_000 });
const write = fc.oneof(
  fc.record({
    op: fc.constant('log' as const),
    member,
    daysAgo: fc.nat({ max: MAX_DAYS_AGO }),
    hour: fc.nat({ max: 23 }),
    count: fc.integer({ min: 1, max: 6 }),
    reply: fc.boolean(),
    meeting: fc.boolean(),
  }),
  fc.record({ op: fc.constant('followUp' as const), pick, daysAgo: fc.nat({ max: MAX_DAYS_AGO }) }),
  fc.record({ op: fc.constant('reply' as const), pick, later: fc.nat({ max: 40 }) }),
  fc.record({ op: fc.constant('meeting' as const), pick, later: fc.nat({ max: 40 }) }),
  fc.record({ op: fc.constant('undoReply' as const), pick }),
  fc.record({ op: fc.constant('move' as const), pick, daysAgo: fc.nat({ max: MAX_DAYS_AGO }) }),
  fc.record({ op: fc.constant('note' as const), member }),
  fc.record({ op: fc.constant('give' as const), pick, member }),
  fc.record({ op: fc.constant('delete' as const), pick }),
  fc.record({
    op: fc.constant('deleteDay' as const),
    member,
    daysAgo: fc.nat({ max: MAX_DAYS_AGO }),
  }),
  fc.record({
    op: fc.constant('rule' as const),
    soloGoal: fc.integer({ min: 1, max: 5 }),
    goalPerSetter: fc.integer({ min: 1, max: 3 }),
    daysAgo: fc.nat({ max: 9 }),
  }),
  fc.record({
    op: fc.constant('profile' as const),
    member,
    soloMode: fc.boolean(),
    settersCount: fc.nat({ max: 2 }),
    personalGoal: fc.option(fc.integer({ min: 1, max: 12 })),
    daysAgo: fc.nat({ max: 9 }),
  }),
  fc.record({ op: fc.constant('zone' as const), member, zone: fc.constantFrom(...ZONES) }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

async function someDm(
  index: number,
): Promise<{ id: string; sent_at: Date; user_id: UserId; profile_url: string } | undefined> {
  const rows = await queryRows<{
    id: string;
    sent_at: Date;
    user_id: UserId;
    profile_url: string;
  }>(
    t.database.db,
    sql`select id, sent_at, user_id, profile_url from dm_tracking where user_id in (${sql.join(
      members.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  );
  return rows.length === 0 ? undefined : rows[index % rows.length];
}

async function apply(w: Write) {
  const db = t.database.db;
  switch (w.op) {
    case 'log': {
      const start = at(w.daysAgo, w.hour).getTime();
      await insertDms(
        db,
        members[w.member],
        Array.from({ length: w.count }, (_, i) => {
          const sent = new Date(start + i * 60_000);
          return {
            sentAt: sent,
            responseAt: w.reply ? new Date(sent.getTime() + hours(5)) : null,
            meetingAt: w.meeting ? new Date(sent.getTime() + hours(20)) : null,
          };
        }),
      );
      return;
    }
    case 'followUp': {
      // Another DM to a profile messaged before: a follow-up, or the new first DM when earlier.
      const dm = await someDm(w.pick);
      if (dm) {
        await insertDms(db, dm.user_id, [{ sentAt: at(w.daysAgo, 9), profileUrl: dm.profile_url }]);
      }
      return;
    }
    case 'reply':
    case 'meeting': {
      const dm = await someDm(w.pick);
      if (!dm) return;
      const later = new Date(new Date(dm.sent_at).getTime() + hours(w.later));
      await db.execute(
        w.op === 'reply'
          ? sql`update dm_tracking set response_received = true, response_at = ${later}
                where id = ${dm.id}`
          : sql`update dm_tracking set meeting_booked = true, meeting_at = ${later}
                where id = ${dm.id}`,
      );
      return;
    }
    case 'undoReply': {
      const dm = await someDm(w.pick);
      if (dm) {
        await db.execute(
          sql`update dm_tracking set response_received = false, response_at = null,
                meeting_booked = false, meeting_at = null where id = ${dm.id}`,
        );
      }
      return;
    }
    case 'move': {
      const dm = await someDm(w.pick);
      if (dm) {
        await db.execute(
          sql`update dm_tracking set sent_at = ${at(w.daysAgo, 12)} where id = ${dm.id}`,
        );
      }
      return;
    }
    case 'note':
      await db.execute(
        sql`update dm_tracking set notes = notes || 'x' where user_id = ${members[w.member]}`,
      );
      return;
    case 'give': {
      const dm = await someDm(w.pick);
      if (dm) {
        await db.execute(
          sql`update dm_tracking set user_id = ${members[w.member]} where id = ${dm.id}`,
        );
      }
      return;
    }
    case 'delete': {
      const dm = await someDm(w.pick);
      if (dm) await db.execute(sql`delete from dm_tracking where id = ${dm.id}`);
      return;
    }
    case 'deleteDay':
      await db.execute(
        sql`delete from dm_tracking where user_id = ${members[w.member]}
              and sent_at >= ${at(w.daysAgo, 0)} and sent_at < ${at(w.daysAgo, 24)}`,
      );
      return;
    case 'rule':
      // Changes dated in the past too, so a goal_history row lands among counted days.
      await setGoalRule(
        db,
        admin,
        { soloGoal: w.soloGoal, goalPerSetter: w.goalPerSetter },
        at(w.daysAgo, 12),
      );
      return;
    case 'profile':
      await updateProfileGoal(
        db,
        members[w.member],
        { soloMode: w.soloMode, settersCount: w.settersCount, personalGoal: w.personalGoal },
        at(w.daysAgo, 12),
      );
      return;
    case 'zone':
      await updateProfileGoal(db, members[w.member], { timeZone: w.zone });
      return;
  }
}

// Runs that surely compare a day at its goal and one short of it; random runs need not.
const reachedDay: Write[] = [
  { op: 'rule', soloGoal: 1, goalPerSetter: 1, daysAgo: 9 },
  { op: 'profile', member: 0, soloMode: true, settersCount: 0, personalGoal: null, daysAgo: 9 },
  { op: 'log', member: 0, daysAgo: 1, hour: 12, count: 3, reply: false, meeting: false },
];
const missedDay: Write[] = [
  { op: 'rule', soloGoal: 5, goalPerSetter: 1, daysAgo: 0 },
  { op: 'profile', member: 1, soloMode: true, settersCount: 0, personalGoal: null, daysAgo: 9 },
  { op: 'log', member: 1, daysAgo: 0, hour: 0, count: 1, reply: false, meeting: false },
];

describe('dm_daily', () => {
  it('equals a recount of dm_tracking with each day’s goal after any sequence of writes', async () => {
    const seen = { reached: false, missed: false };
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const w of writes) await apply(w);
        const days = await rollup(members);
        const recounted = await recount(members);
        expect(days).toEqual(recounted);
        expect(await runs(members)).toEqual(runsOf(recounted));
        expect(await misplacedValidity(members)).toEqual([]);
        seen.reached ||= days.some((day) => day.at_goal);
        seen.missed ||= days.some((day) => !day.at_goal);
      }),
      { numRuns: 25, examples: [[reachedDay], [missedDay]] },
    );
    // The runs compared real days: some reached their goal and some did not.
    expect(seen).toEqual({ reached: true, missed: true });
  });

  it('goes with its member: deleting the account leaves no row and no error', async () => {
    const leaving = await community.approved('Lee Leaving');
    await insertDms(t.database.db, leaving.userId, [{ sentAt: at(1, 9), responseAt: at(1, 10) }]);
    expect(await rollup([leaving.userId])).toHaveLength(1);
    await t.database.db.execute(sql`delete from "user" where id = ${leaving.userId}`);
    const [{ rows }] = await queryRows<{ rows: number }>(
      t.database.db,
      sql`select count(*)::int as rows from dm_daily where user_id = ${leaving.userId}`,
    );
    expect(rows).toBe(0);
  });
});
