import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { celebrations, dms } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { conflict } from '../../http/errors';
import { localDay, localDayBounds } from '../../../shared/domain/day';
import { goalLookups, readGoalRule, type GoalProfile } from '../../goals/goals.service';
import { prospectRate } from '../../../shared/domain/rates';
import { countsTowardGoal } from '../../db/counted-dms';
import { listProspects } from '../prospects/prospects.service';
import {
  CANDIDATE_LIMIT,
  CANDIDATE_LOOKBACK_DAYS,
  REPLY_CANDIDATES_PAGE,
  type Candidate,
  type CandidatesResponse,
  type CelebrateResponse,
  type SetterToday,
  type TrackerToday,
} from '../../../shared/schemas/tracker';
import type { UserId } from '../../../shared/schemas/ids';

/** What the tracker reads from the member's profile (already loaded by the session guard). */

type CountRow = {
  kind:
    | 'dms'
    | 'newDms'
    | 'followUps'
    | 'replied'
    | 'responses'
    | 'meetings'
    | 'celebrated'
    | 'followUpsCount';
  setter_name: string | null;
  n: number;
};

/**
 * Today's counters per setter, derived from the DM rows (docs/decisions/0002-derived-counters.md),
 * and whether today's confetti has fired — in one statement. Each branch is a range scan on its
 * own (user_id, …_at) index, so the cost follows the day's rows, not the member's history.
 * 'dms' counts what counts toward the goal (new DMs, or every DM where the community counts
 * follow-ups: countsTowardGoal); 'newDms' the first DMs to a prospect and 'replied' those of them
 * whose prospect replied (docs/decisions/0132-prospects.md).
 *
 * The day's bounds are scalar subqueries on purpose: the planner cannot read their values, so
 * it estimates the range with its fixed default instead of from the column's histogram. With
 * literal bounds, on a table where most rows are from today (other members logging), PostgreSQL
 * multiplied "this member" by "today" as if independent, expected tens of thousands of rows and
 * chose a (parallel) sequential scan for a member's few hundred; this keeps the index range.
 */
export function todaySummarySql(userId: UserId, day: string, [start, end]: [Date, Date]) {
  const from = start.toISOString();
  const to = end.toISOString();
  const counted = (
    kind: CountRow['kind'],
    column: 'sent_at' | 'response_at' | 'meeting_at',
    which: SQL = sql`true`,
  ) => sql`
    select ${kind} as kind, setter_name, (count(*) filter (where ${which}))::int as n
    from dm_tracking
    where user_id = ${userId}
      and ${sql.raw(column)} >= (select ${from}::timestamptz)
      and ${sql.raw(column)} < (select ${to}::timestamptz)
    group by setter_name`;
  return sql`${counted('dms', 'sent_at', countsTowardGoal())}
      union all ${counted('newDms', 'sent_at', sql`is_first`)}
      union all ${counted('replied', 'sent_at', sql`is_first and response_received`)}
      union all ${counted('followUps', 'sent_at', sql`not is_first`)}
      union all ${counted('responses', 'response_at')}
      union all ${counted('meetings', 'meeting_at')}
      union all select 'celebrated', null, count(*)::int from celebrations
        where user_id = ${userId} and day = ${day}
      union all select 'followUpsCount', null,
        coalesce((select follow_ups_count from community_settings where id = 1), false)::int`;
}

const todayRows = (db: Db, userId: UserId, day: string, bounds: [Date, Date]) =>
  queryRows<CountRow>(db, todaySummarySql(userId, day, bounds));

const counterOf = {
  dms: 'dmsSent',
  newDms: 'newDms',
  followUps: 'followUps',
  replied: 'replied',
  responses: 'responses',
  meetings: 'meetings',
} as const;

/**
 * The dashboard's numbers for the member's local day (docs/decisions/0105-local-days.md,
 * 0002-derived-counters.md and 0108-daily-goal-and-celebration.md).
 */
export async function trackerToday(
  db: Db,
  viewer: GoalProfile,
  now = new Date(),
): Promise<TrackerToday> {
  const day = localDay(now, viewer.timeZone);
  const [rows, { rule }] = await Promise.all([
    todayRows(db, viewer.userId, day, localDayBounds(day, viewer.timeZone)),
    readGoalRule(db),
  ]);
  const goalOn = (await goalLookups(db, [viewer], rule)).get(viewer.userId)!;
  const bySetter = new Map<string, SetterToday>();
  let celebrated = false;
  let followUpsCount = false;
  for (const row of rows) {
    if (row.kind === 'celebrated' || row.kind === 'followUpsCount') {
      if (row.kind === 'celebrated') celebrated = Number(row.n) > 0;
      else followUpsCount = Number(row.n) > 0;
      continue;
    }
    const setterName = row.setter_name ?? '';
    const setter = bySetter.get(setterName) ?? {
      setterName,
      dmsSent: 0,
      newDms: 0,
      followUps: 0,
      replied: 0,
      responses: 0,
      meetings: 0,
    };
    setter[counterOf[row.kind]] = Number(row.n);
    bySetter.set(setterName, setter);
  }
  const setters = [...bySetter.values()]
    .filter(
      (setter) =>
        setter.dmsSent + setter.newDms + setter.followUps + setter.responses + setter.meetings > 0,
    )
    .sort((a, b) => b.dmsSent - a.dmsSent || a.setterName.localeCompare(b.setterName));
  const total = (key: Exclude<keyof SetterToday, 'setterName'>) =>
    setters.reduce((sum, setter) => sum + setter[key], 0);
  const newDms = total('newDms');
  const replied = total('replied');
  return {
    day,
    timeZone: viewer.timeZone,
    soloMode: viewer.soloMode,
    settersCount: viewer.settersCount,
    goal: goalOn(day),
    goalRule: rule,
    personalGoal: viewer.personalGoal,
    dmsSent: total('dmsSent'),
    newDms,
    followUps: total('followUps'),
    followUpsCount,
    responses: total('responses'),
    meetings: total('meetings'),
    replied,
    replyRate: prospectRate(replied, newDms),
    setters,
    celebrated,
  };
}

const candidateColumns = {
  id: dms.id,
  prospectName: dms.prospectName,
  companyName: dms.companyName,
  platform: dms.platform,
  setterName: dms.setterName,
  profileUrl: dms.profileUrl,
  sentAt: dms.sentAt,
  responseAt: dms.responseAt,
};

type CandidateRow = Omit<Candidate, 'sentAt' | 'responseAt'> & {
  sentAt: Date;
  responseAt: Date | null;
};

const toCandidate = (row: CandidateRow): Candidate => ({
  ...row,
  sentAt: row.sentAt.toISOString(),
  responseAt: row.responseAt?.toISOString() ?? null,
});

/**
 * Log Reply: every prospect of the member still waiting for a reply (no reply, no meeting), the
 * last touched first — the ones just messaged or followed up are the likeliest to answer —
 * searched by name or handle on the server (nameOrHandle), a keyset page at a time. Each is
 * offered by its first DM, where its reply is kept, with its latest DM's profile and time.
 */
export async function replyCandidates(
  db: Db,
  member: Member<'timeZone'>,
  query: { q?: string; cursor?: string },
  now = new Date(),
): Promise<CandidatesResponse> {
  const page = await listProspects(
    db,
    member,
    { status: 'sent', q: query.q, cursor: query.cursor, limit: REPLY_CANDIDATES_PAGE },
    now,
  );
  return {
    dms: page.items.map((prospect) => {
      const latest = prospect.profiles.at(-1);
      return {
        id: prospect.firstDmId,
        prospectName: prospect.name,
        companyName: prospect.companyName,
        platform: latest?.platform ?? 'other',
        profileUrl: latest?.profileUrl ?? '',
        setterName: prospect.setterName,
        sentAt: prospect.lastTouchAt,
        responseAt: null,
        followUps: prospect.touches - 1,
      };
    }),
    nextCursor: page.nextCursor,
  };
}

/**
 * Log Meeting: DMs with a reply and no meeting whose reply came in the last 30 days, latest reply
 * first (the reply is what is recent: a DM sent 40 days ago and answered yesterday is exactly the
 * one to book), at most 20.
 */
export async function meetingCandidates(
  db: Db,
  { userId }: Member,
  now = new Date(),
): Promise<CandidatesResponse> {
  const since = new Date(now.getTime() - CANDIDATE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select(candidateColumns)
    .from(dms)
    // One line per prospect: its reply and meeting are logged on its first DM.
    .where(
      and(
        eq(dms.userId, userId),
        eq(dms.isFirst, true),
        eq(dms.responseReceived, true),
        eq(dms.meetingBooked, false),
        gte(dms.responseAt, since),
      ),
    )
    .orderBy(desc(dms.responseAt), desc(dms.id))
    .limit(CANDIDATE_LIMIT);
  return { dms: rows.map(toCandidate), nextCursor: null };
}

/**
 * Records today's goal confetti (docs/decisions/0108-daily-goal-and-celebration.md). The
 * (user_id, day) key makes it once per local day, on every device and under any race; only the
 * call that inserted the row answers first = true. Refused (409) while today's DMs are below the
 * goal.
 */
export async function celebrate(
  db: Db,
  viewer: GoalProfile,
  now = new Date(),
): Promise<CelebrateResponse> {
  const today = await trackerToday(db, viewer, now);
  if (today.dmsSent < today.goal) {
    throw conflict(`Today's goal is not reached yet (${today.dmsSent}/${today.goal}).`);
  }
  const inserted = await db
    .insert(celebrations)
    .values({ userId: viewer.userId, day: today.day })
    .onConflictDoNothing()
    .returning({ day: celebrations.day });
  return { day: today.day, first: inserted.length === 1 };
}
