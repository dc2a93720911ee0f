import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localDayStart } from '../../db/local-day-sql';
import { queryRows } from '../../db/query-rows';
import { countsTowardGoal } from '../../db/counted-dms';
import { addDays, localDay } from '../../../shared/domain/day';
import { periodRange } from '../../../shared/domain/periods';
import type {
  LeaderboardMetric,
  LeaderboardQuery,
  LeaderboardResponse,
  LeaderboardRow,
} from '../../../shared/schemas/progress';
import { goalLookups, type GoalProfile } from '../../goals/goals.service';
import { readFollowUpRule } from '../../goals/follow-up-rule';
import type { UserId } from '../../../shared/schemas/ids';

/** Rows shown besides the viewer's own. */
export const LEADERBOARD_SIZE = 50;

type BoardRow = {
  user_id: UserId;
  name: string;
  hidden: boolean;
  time_zone: string;
  solo_mode: boolean;
  setters_count: number;
  personal_goal: number | null;
  dms: number;
  replies: number;
  meetings: number;
  rank: number;
  position: number;
  members: number;
};

const metricColumn = { dms: 'sent_at', replies: 'response_at', meetings: 'meeting_at' } as const;

/** First probe: today and the week before; a streak reaching the edge probes further back. */
const FIRST_PROBE_DAYS = 8;

/**
 * Which of these (member, local day) pairs reached that day's goal. Each pair is one index
 * probe on (user_id, sent_at) that stops at the goal-th DM of the day, so a busy member costs
 * no more than their goal per day.
 */
export type DayProbe = { userId: UserId; day: string; timeZone: string; goal: number };

/** The probed (member, day) pairs whose goal-th DM exists: one bounded range scan each. */
export function probeQuery(probes: DayProbe[]): SQL {
  const values = sql.join(
    probes.map(
      (probe) =>
        sql`(${probe.userId}::text, ${probe.day}::date, ${probe.timeZone}::text, ${probe.goal}::int)`,
    ),
    sql`, `,
  );
  return sql`select v.user_id, v.day::text as day
             from (values ${values}) as v(user_id, day, time_zone, goal)
             where exists (
               select 1 from dm_tracking d
               where d.user_id = v.user_id and ${countsTowardGoal('d')}
                 and d.sent_at >= (v.day::timestamp at time zone v.time_zone)
                 and d.sent_at < ((v.day + 1)::timestamp at time zone v.time_zone)
               offset v.goal - 1 limit 1)`;
}

async function probeDays(db: Db, probes: DayProbe[]): Promise<Set<string>> {
  const rows = await queryRows<{ user_id: UserId; day: string }>(db, probeQuery(probes));
  return new Set(rows.map((row) => `${row.user_id} ${row.day}`));
}

/**
 * Current streaks (docs/decisions/0116-progress-features.md) of a few members, each in their own
 * zone with their own goals, walking back from today with index probes: 8 days first, then twice
 * as far for anyone still going.
 */
export async function currentStreaks(
  db: Db,
  members: GoalProfile[],
  now: Date,
): Promise<Map<string, number>> {
  const streaks = new Map<string, number>();
  if (members.length === 0) return streaks;
  const goals = await goalLookups(db, members);
  const state = members.map((member) => ({
    member,
    today: localDay(now, member.timeZone),
    goalOn: goals.get(member.userId)!,
    reached: new Set<string>(),
    probedTo: '',
  }));
  let pending = state;
  for (let batch = FIRST_PROBE_DAYS; pending.length > 0; batch *= 2) {
    const probes = pending.flatMap((entry) => {
      const newest = entry.probedTo ? addDays(entry.probedTo, -1) : entry.today;
      entry.probedTo = addDays(newest, 1 - batch);
      return Array.from({ length: batch }, (_, index) => {
        const day = addDays(newest, -index);
        return {
          userId: entry.member.userId,
          day,
          timeZone: entry.member.timeZone,
          goal: entry.goalOn(day),
        };
      });
    });
    const reached = await probeDays(db, probes);
    const next: typeof pending = [];
    for (const entry of pending) {
      for (const probe of probes) {
        if (probe.userId === entry.member.userId && reached.has(`${probe.userId} ${probe.day}`)) {
          entry.reached.add(probe.day);
        }
      }
      // Today counts once reached; otherwise the run ends yesterday (as in summarizeStreak).
      let day = entry.reached.has(entry.today) ? entry.today : addDays(entry.today, -1);
      let length = 0;
      while (entry.reached.has(day)) {
        length += 1;
        day = addDays(day, -1);
      }
      if (length > 0 && day < entry.probedTo) next.push(entry);
      else streaks.set(entry.member.userId, length);
    }
    pending = next;
  }
  return streaks;
}

/**
 * Every approved, visible member's score on the chosen metric (one index range count each)
 * decides the ranks; the other two counts are read only for the rows shown.
 */
export function boardQuery(viewerId: UserId, metric: LeaderboardMetric, start: SQL, end: SQL): SQL {
  // DMs count as they count toward the goal (countsTowardGoal); replies and meetings by when.
  const counted = (column: string, owner: string) =>
    sql`(select count(*) from dm_tracking d
         where d.user_id = ${sql.raw(owner)}.user_id
           ${column === 'sent_at' ? sql`and ${countsTowardGoal('d')}` : sql``}
           and d.${sql.raw(column)} >= ${start} and d.${sql.raw(column)} < ${end})::int`;
  return sql`with board as (
          select p.user_id, p.time_zone, p.solo_mode, p.setters_count, p.personal_goal,
                 p.hide_from_leaderboard as hidden,
                 coalesce(nullif(btrim(p.full_name), ''), 'Member') as name,
                 ${counted(metricColumn[metric], 'p')} as score
          from profiles p
          where p.approval_status = 'approved'
            and (p.hide_from_leaderboard = false or p.user_id = ${viewerId})
        ), ranked as (
          select board.*,
                 rank() over (order by score desc)::int as rank,
                 row_number() over (order by score desc, name, user_id)::int as position,
                 count(*) over ()::int as members
          from board
        )
        select ranked.*, ${counted('sent_at', 'ranked')} as dms,
               ${counted('response_at', 'ranked')} as replies,
               ${counted('meeting_at', 'ranked')} as meetings
        from ranked
        where position <= ${LEADERBOARD_SIZE} or user_id = ${viewerId}
        order by position`;
}

/**
 * The leaderboard (docs/decisions/0116-progress-features.md): approved members who have not hidden
 * themselves, ranked by DMs, replies or meetings in this week or month of the viewer's zone. Counts
 * are index-backed range counts per member. The viewer always gets their own row, hidden or not.
 * Rows carry no ids, emails, prospects, URLs or notes.
 */
export async function getLeaderboard(
  db: Db,
  viewer: GoalProfile,
  { period, metric }: LeaderboardQuery,
  now = new Date(),
): Promise<LeaderboardResponse> {
  const today = localDay(now, viewer.timeZone);
  const { from, to } = periodRange(period, today);
  const start = localDayStart(from, viewer.timeZone);
  const end = localDayStart(to, viewer.timeZone);
  const [rows, { followUpsCount }] = await Promise.all([
    queryRows<BoardRow>(db, boardQuery(viewer.userId, metric, start, end)),
    readFollowUpRule(db),
  ]);
  const streaks = await currentStreaks(
    db,
    rows.map((row) => ({
      userId: row.user_id,
      timeZone: row.time_zone,
      soloMode: row.solo_mode,
      settersCount: row.setters_count,
      personalGoal: row.personal_goal,
    })),
    now,
  );
  const toRow = (row: BoardRow): LeaderboardRow => ({
    rank: row.rank,
    name: row.name,
    dms: row.dms,
    replies: row.replies,
    meetings: row.meetings,
    streak: streaks.get(row.user_id) ?? 0,
    isViewer: row.user_id === viewer.userId,
  });
  const own = rows.find((row) => row.user_id === viewer.userId);
  if (!own) throw new Error('The viewer is approved but missing from the leaderboard');
  return {
    period,
    metric,
    from,
    to,
    timeZone: viewer.timeZone,
    members: own.members,
    followUpsCount,
    rows: rows.filter((row) => row.position <= LEADERBOARD_SIZE).map(toRow),
    viewer: { ...toRow(own), hidden: own.hidden },
  };
}
