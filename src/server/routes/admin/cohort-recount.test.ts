import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import { queryRows } from '@/server/db/query-rows';
import { goalLookups, setGoalRule } from '@/server/goals/goals.service';
import { cohortCsv, type CohortCsvRow } from '@/shared/domain/cohort-csv';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import { weekStart } from '@/shared/domain/periods';
import { prospectRate, prospectRates } from '@/shared/domain/rates';
import type { AttentionReason } from '@/shared/schemas/cohort-attention';
import type {
  CohortAttention,
  CohortPeriod,
  CohortSort,
  CohortSummary,
  CohortTotals,
} from '@/shared/schemas/cohort';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity } from '@/test/http';
import { insertDms, type DmFixture } from '@/test/dm-rows';
import {
  cohortAttention,
  cohortSummary,
  LOW_REPLY_MIN_DMS,
  LOW_REPLY_SHARE,
} from './cohort-summary.service';
import { cohortCsvRows, listCohort } from './cohort.service';
import { zones } from './cohort.sql';

/**
 * The cohort's summary, "Needs attention" and CSV read every member at once from rollups kept by
 * triggers (dm_daily's running totals, dm_last, cohort_daily). Here a generated cohort (several
 * zones, 0 to 5 DMs a day over 70 days, follow-ups to profiles messaged before, replies and
 * meetings hours or days later, goals within reach) is recounted in TypeScript straight from
 * dm_tracking, before and after the writes that move those rollups (deletes, moves in time and
 * between members, a new zone, approvals taken back and given, an account deleted, the
 * community counting follow-ups), and every figure must be the same.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIODS: CohortPeriod[] = ['week', '7', '30'];
const VIEWER_ZONE = 'Europe/Berlin';
/**
 * The last Sunday, 16:00 UTC: Kiritimati (UTC+14) is on Monday and Pago Pago (UTC-11) still on
 * Sunday, so their weeks start a week apart and the cohort reads the day before "this week" at
 * two instants (`zones`); the 7 and 30 days and every "today" at one. No member's zone is within
 * two hours of midnight then, so a change to or from summer time in the period moves no day
 * before the period out of the instant the others share.
 */
const NOW = (() => {
  const now = new Date();
  const sunday = new Date(now);
  sunday.setUTCHours(16, 0, 0, 0);
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
  if (sunday > now) sunday.setUTCDate(sunday.getUTCDate() - 7);
  return sunday;
})();

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
const ids: Record<string, UserId> = {};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 70 days of DMs up to now: new profiles and follow-ups, replies and meetings later on. */
function history(seed: number): DmFixture[] {
  const next = random(seed);
  const rows: DmFixture[] = [];
  const profilesSoFar: string[] = [];
  for (let daysAgo = 70; daysAgo >= 0; daysAgo--) {
    const count = Math.floor(next() * 6);
    for (let i = 0; i < count; i++) {
      const sent = NOW.getTime() - daysAgo * DAY - Math.floor(next() * DAY) - 60_000;
      if (sent >= NOW.getTime()) continue;
      const followUp = profilesSoFar.length > 0 && next() < 0.3;
      const profileUrl = followUp
        ? profilesSoFar[Math.floor(next() * profilesSoFar.length)]
        : `https://www.linkedin.com/in/recount-${seed}-${rows.length}`;
      if (!followUp) profilesSoFar.push(profileUrl);
      const later = (max: number) =>
        new Date(Math.min(NOW.getTime() - 1000, sent + Math.floor(next() * max)));
      rows.push({
        sentAt: new Date(sent),
        profileUrl,
        responseAt: next() < 0.3 ? later(3 * DAY) : null,
        meetingAt: next() < 0.1 ? later(4 * DAY) : null,
      });
    }
  }
  return rows;
}

const MEMBERS: Array<{ key: string; name: string; zone: string; approved: boolean }> = [
  { key: 'utc', name: 'Ann Utc', zone: 'UTC', approved: true },
  { key: 'la', name: 'Bo Angeles', zone: 'America/Los_Angeles', approved: true },
  { key: 'kolkata', name: 'Cy Kolkata', zone: 'Asia/Kolkata', approved: true },
  { key: 'kathmandu', name: 'Di Kathmandu', zone: 'Asia/Kathmandu', approved: true },
  { key: 'kiritimati', name: 'Ed Kiritimati', zone: 'Pacific/Kiritimati', approved: true },
  { key: 'pago', name: 'Flo Pago', zone: 'Pacific/Pago_Pago', approved: true },
  { key: 'johns', name: 'Gus Johns', zone: 'America/St_Johns', approved: true },
  { key: 'auckland', name: 'Hal Auckland', zone: 'Pacific/Auckland', approved: true },
  { key: 'pending', name: 'Ivy Pending', zone: 'Asia/Tokyo', approved: false },
];

beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
  const db = t.database.db;
  // Goals within reach of a few DMs, so days reach them, miss them and make streaks.
  await setGoalRule(db, community.admin, { soloGoal: 2, goalPerSetter: 1 });
  for (const [index, member] of MEMBERS.entries()) {
    const signedUp = member.approved
      ? await community.approved(member.name)
      : await community.pending(member.name);
    ids[member.key] = signedUp.userId;
    await db
      .update(profiles)
      .set({
        timeZone: member.zone,
        soloMode: index % 3 !== 0,
        settersCount: index % 3,
        // Approved long ago, but one member only yesterday (not "stalled" yet).
        ...(member.approved
          ? { approvedAt: new Date(NOW.getTime() - (member.key === 'johns' ? 1 : 80) * DAY) }
          : {}),
      })
      .where(eq(profiles.userId, signedUp.userId));
    await insertDms(db, signedUp.userId, history(index + 1));
  }
  // One member stopped 5 days ago, one logged only today.
  await db.execute(
    sql`delete from dm_tracking where user_id = ${ids.la} and sent_at > ${new Date(NOW.getTime() - 5 * DAY)}`,
  );
  await db.execute(
    sql`delete from dm_tracking where user_id = ${ids.johns} and sent_at < ${new Date(NOW.getTime() - HOUR * 3)}`,
  );
}, 240_000);
afterAll(() => t.close());

type Dm = {
  user_id: UserId;
  sent_at: string | Date;
  response_at: string | Date | null;
  meeting_at: string | Date | null;
  response_received: boolean;
  meeting_booked: boolean;
  is_first: boolean;
};

type Member = {
  userId: UserId;
  name: string;
  timeZone: string;
  teamSize: number;
  since: Date;
  today: string;
  /** Per local day: DMs, new DMs, replied, booked (by sent day), replies, meetings (by their day). */
  days: Map<
    string,
    {
      dms: number;
      newDms: number;
      replied: number;
      booked: number;
      replies: number;
      meetings: number;
    }
  >;
  atGoal: (day: string) => boolean;
  lastDm: Date | null;
};

/** Every approved member counted from dm_tracking, each in their own zone, with goalLookups. */
async function recount(): Promise<Member[]> {
  const db = t.database.db;
  const rows = await queryRows<{
    userId: UserId;
    name: string | null;
    timeZone: string;
    soloMode: boolean;
    settersCount: number;
    personalGoal: number | null;
    since: string | Date;
  }>(
    db,
    sql`select user_id as "userId", full_name as name, time_zone as "timeZone",
               solo_mode as "soloMode", setters_count as "settersCount",
               personal_goal as "personalGoal", coalesce(approved_at, created_at) as since
        from profiles where approval_status = 'approved'`,
  );
  const goals = await goalLookups(db, rows);
  const [{ follow_ups_count: followUpsCount }] = await queryRows<{ follow_ups_count: boolean }>(
    db,
    sql`select coalesce((select follow_ups_count from community_settings where id = 1), false)
               as follow_ups_count`,
  );
  const dms = await queryRows<Dm>(
    db,
    sql`select user_id, sent_at, response_at, meeting_at, response_received, meeting_booked,
               is_first
        from dm_tracking`,
  );
  return rows.map((row) => {
    const days: Member['days'] = new Map();
    const on = (at: string | Date) => {
      const day = localDay(new Date(at), row.timeZone);
      if (!days.has(day)) {
        days.set(day, { dms: 0, newDms: 0, replied: 0, booked: 0, replies: 0, meetings: 0 });
      }
      return days.get(day)!;
    };
    let lastDm: Date | null = null;
    for (const dm of dms.filter((d) => d.user_id === row.userId)) {
      const sent = on(dm.sent_at);
      sent.dms += 1;
      if (dm.is_first) sent.newDms += 1;
      if (dm.response_received) sent.replied += 1;
      if (dm.meeting_booked) sent.booked += 1;
      if (dm.response_at) on(dm.response_at).replies += 1;
      if (dm.meeting_at) on(dm.meeting_at).meetings += 1;
      const at = new Date(dm.sent_at);
      if (lastDm === null || at > lastDm) lastDm = at;
    }
    const goal = goals.get(row.userId)!;
    return {
      userId: row.userId,
      name: row.name?.trim() || 'Member',
      timeZone: row.timeZone,
      teamSize: row.soloMode ? 0 : row.settersCount,
      since: new Date(row.since),
      today: localDay(NOW, row.timeZone),
      days,
      // A day with a row (any DM, reply or meeting) reaches its goal by what the community counts.
      atGoal: (day) => {
        const counts = days.get(day);
        if (!counts) return false;
        return (followUpsCount ? counts.dms : counts.newDms) >= goal(day);
      },
      lastDm,
    };
  });
}

/** The period of a member's today, and the one before it (as long, ending as many days earlier). */
function windowOf(period: CohortPeriod, today: string, back = 0) {
  const length = period === 'week' ? 7 : Number(period);
  const from = period === 'week' ? weekStart(today) : addDays(today, 1 - length);
  return { from: addDays(from, -back * length), to: addDays(today, -back * length) };
}

function countsIn(member: Member, { from, to }: { from: string; to: string }) {
  const sum = { dms: 0, new_dms: 0, replied: 0, booked: 0, replies: 0, meetings: 0, atGoal: 0 };
  for (const [day, counts] of member.days) {
    if (day < from || day > to) continue;
    sum.dms += counts.dms;
    sum.new_dms += counts.newDms;
    sum.replied += counts.replied;
    sum.booked += counts.booked;
    sum.replies += counts.replies;
    sum.meetings += counts.meetings;
    if (member.atGoal(day)) sum.atGoal += 1;
  }
  return sum;
}

/** The run of days at goal ending today, or yesterday while today is not reached yet. */
function streak(member: Member) {
  let day = member.atGoal(member.today) ? member.today : addDays(member.today, -1);
  let run = 0;
  while (member.atGoal(day)) {
    run += 1;
    day = addDays(day, -1);
  }
  return run;
}

function cohortCounts(sum: ReturnType<typeof countsIn>) {
  const parts = { prospects: sum.new_dms, replied: sum.replied, booked: sum.booked };
  return {
    dms: sum.dms,
    replies: sum.replies,
    meetings: sum.meetings,
    ...parts,
    ...prospectRates(parts),
  };
}

function expectedSummary(members: Member[], period: CohortPeriod): CohortSummary {
  const totals = (back: number): CohortTotals => {
    const per = members.map((member) => countsIn(member, windowOf(period, member.today, back)));
    const all = per.reduce((a, b) => ({
      dms: a.dms + b.dms,
      new_dms: a.new_dms + b.new_dms,
      replied: a.replied + b.replied,
      booked: a.booked + b.booked,
      replies: a.replies + b.replies,
      meetings: a.meetings + b.meetings,
      atGoal: 0,
    }));
    return {
      ...cohortCounts(all),
      members: members.length,
      activeMembers: per.filter((sum) => sum.dms > 0).length,
    };
  };
  // Each DM on its member's own day; a day listed has a day row of a member in whose period it is.
  const byDay = new Map<string, number>();
  for (const member of members) {
    const { from, to } = windowOf(period, member.today);
    for (const [day, counts] of member.days) {
      if (day >= from && day <= to) byDay.set(day, (byDay.get(day) ?? 0) + counts.dms);
    }
  }
  const today = localDay(NOW, VIEWER_ZONE);
  const days = [...byDay.keys(), windowOf(period, today).from, today].sort();
  const daily = [];
  for (let day = days[0]; day <= days[days.length - 1]; day = addDays(day, 1)) {
    daily.push({ day, dms: byDay.get(day) ?? 0 });
  }
  return { period, current: totals(0), previous: totals(1), daily };
}

function expectedAttention(members: Member[]): CohortAttention {
  const per = members.map((member) => ({
    member,
    sum: countsIn(member, windowOf('30', member.today)),
  }));
  const cohortReplyRate = prospectRate(
    per.reduce((total, { sum }) => total + sum.replied, 0),
    per.reduce((total, { sum }) => total + sum.new_dms, 0),
  );
  const flagged = [];
  for (const { member, sum } of [...per].sort((a, b) =>
    a.member.name.toLowerCase().localeCompare(b.member.name.toLowerCase()),
  )) {
    const replyRate = prospectRate(sum.replied, sum.new_dms);
    const reasons: AttentionReason[] = [];
    const quietSince = startOfLocalDay(addDays(member.today, -2), member.timeZone);
    if (
      member.lastDm !== null &&
      member.lastDm < quietSince &&
      member.since.getTime() <= NOW.getTime() - 3 * DAY
    ) {
      reasons.push('no_recent_dm');
    }
    if (member.atGoal(addDays(member.today, -2)) && !member.atGoal(addDays(member.today, -1))) {
      reasons.push('streak_broken');
    }
    if (
      cohortReplyRate !== null &&
      replyRate !== null &&
      sum.dms >= LOW_REPLY_MIN_DMS &&
      replyRate < cohortReplyRate * LOW_REPLY_SHARE
    ) {
      reasons.push('low_reply_rate');
    }
    if (reasons.length > 0) {
      flagged.push({
        userId: member.userId,
        name: member.name,
        reasons,
        lastDmAt: member.lastDm === null ? null : member.lastDm.toISOString(),
        replyRate,
      });
    }
  }
  return { cohortReplyRate, members: flagged };
}

function expectedRows(members: Member[], period: CohortPeriod): CohortCsvRow[] {
  return [...members]
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .map((member) => {
      const sum = countsIn(member, windowOf(period, member.today));
      return {
        name: member.name,
        dms: sum.dms,
        replies: sum.replies,
        meetings: sum.meetings,
        prospects: sum.new_dms,
        replied: sum.replied,
        booked: sum.booked,
        streak: streak(member),
        daysAtGoal: sum.atGoal,
        lastDmAt: member.lastDm === null ? null : member.lastDm.toISOString(),
        teamSize: member.teamSize,
      };
    });
}

const CSV_KEYS = [
  'name',
  'dms',
  'replies',
  'meetings',
  'prospects',
  'replied',
  'booked',
  'streak',
  'daysAtGoal',
  'lastDmAt',
  'teamSize',
] as const satisfies readonly (keyof CohortCsvRow)[];

/** The cohort table's rows (every page, sorted as asked) with the CSV's columns. */
async function tableRows(period: CohortPeriod, sort: CohortSort, dir: 'asc' | 'desc') {
  const rows: CohortCsvRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listCohort(t.database.db, { period, sort, dir, page }, NOW);
    for (const row of answer.rows) {
      rows.push(Object.fromEntries(CSV_KEYS.map((key) => [key, row[key]])) as CohortCsvRow);
    }
    if (page * answer.pageSize >= answer.total) return rows;
  }
}

async function expectRecounted() {
  const db = t.database.db;
  const members = await recount();
  for (const period of PERIODS) {
    expect(await cohortSummary(db, period, VIEWER_ZONE, NOW), `summary ${period}`).toEqual(
      expectedSummary(members, period),
    );
    const rows = expectedRows(members, period);
    expect(cohortCsv(await cohortCsvRows(db, period, NOW)), `csv ${period}`).toBe(cohortCsv(rows));
    expect(await tableRows(period, 'name', 'asc'), `table ${period}`).toEqual(rows);
    // Sorted by a count, the sort key (read for every member at once) is the count shown.
    for (const key of ['streak', 'dms', 'daysAtGoal'] as const) {
      expect(
        (await tableRows(period, key, 'desc')).map((row) => row[key]),
        `${key} ${period}`,
      ).toEqual(rows.map((row) => row[key]).sort((a, b) => b - a));
    }
  }
  expect(await cohortAttention(db, NOW)).toEqual(expectedAttention(members));
  return members;
}

describe('the cohort read from its rollups equals a recount of dm_tracking', () => {
  it('for a generated cohort in several zones, with follow-ups, replies and meetings', async () => {
    const members = await expectRecounted();
    // The fixture is what it says: "this week" read at two instants, the rest at one; follow-ups,
    // replies, meetings, streaks and flags in it.
    for (const [period, instants] of [
      ['week', 2],
      ['7', 1],
      ['30', 1],
    ] as const) {
      const [{ count }] = await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(distinct z.start_at)::int as count from (${zones(NOW, period)}) z`,
      );
      expect(count, `instants ${period}`).toBe(instants);
    }
    const all = members.flatMap((member) => [...member.days.values()]);
    expect(all.some((day) => day.dms > day.newDms)).toBe(true);
    expect(all.reduce((total, day) => total + day.replies + day.meetings, 0)).toBeGreaterThan(50);
    expect(members.some((member) => streak(member) >= 2)).toBe(true);
    const reasons = expectedAttention(members).members.flatMap((member) => member.reasons);
    expect(reasons).toContain('no_recent_dm');
    expect(new Set(members.map((member) => member.today)).size).toBeGreaterThan(1);
  });

  it('after the writes that move the rollups', async () => {
    const db = t.database.db;
    const dmsOf = (userId: UserId) =>
      queryRows<{ id: string; sent_at: string | Date; profile_url: string }>(
        db,
        sql`select id, sent_at, profile_url from dm_tracking where user_id = ${userId}
            order by sent_at desc`,
      );
    // The latest DM deleted, another moved back a week, one given to another member.
    const [latest, , third, fourth] = await dmsOf(ids.utc);
    await db.execute(sql`delete from dm_tracking where id = ${latest.id}`);
    await db.execute(
      sql`update dm_tracking set sent_at = sent_at - interval '7 days' where id = ${third.id}`,
    );
    await db.execute(sql`update dm_tracking set user_id = ${ids.kolkata} where id = ${fourth.id}`);
    // A follow-up today and a DM dated two days ahead (after the member's today).
    const [{ profile_url: url }] = await dmsOf(ids.kathmandu);
    await insertDms(db, ids.kathmandu, [
      { sentAt: new Date(NOW.getTime() - HOUR), profileUrl: url },
      { sentAt: new Date(NOW.getTime() + 2 * DAY) },
    ]);
    // Gaps between DM days that the periods' starts fall into: 12 days, and over 30 (the longest
    // gap cohort_dm_gaps tells apart).
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
    await db.execute(
      sql`delete from dm_tracking where user_id = ${ids.la}
          and sent_at between ${daysAgo(20)} and ${daysAgo(9)}`,
    );
    await db.execute(
      sql`delete from dm_tracking where user_id = ${ids.kolkata}
          and sent_at between ${daysAgo(50)} and ${daysAgo(3)}`,
    );
    // A member moves to a zone a day away; one is approved no longer, a pending one is.
    await db
      .update(profiles)
      .set({ timeZone: 'Pacific/Tongatapu' })
      .where(eq(profiles.userId, ids.pago));
    await community.decide(ids.auckland, 'rejected');
    await community.decide(ids.pending, 'approved');
    await db
      .update(profiles)
      .set({ approvedAt: new Date(NOW.getTime() - 10 * DAY) })
      .where(eq(profiles.userId, ids.pending));
    // The community counts follow-ups toward the goal from now on.
    await db.execute(
      sql`insert into community_settings (id, follow_ups_count) values (1, true)
          on conflict (id) do update set follow_ups_count = true`,
    );
    await expectRecounted();

    // An account deleted with everything in it.
    await db.execute(sql`delete from "user" where id = ${ids.kiritimati}`);
    await expectRecounted();
  });
});
