import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localDayStart } from '../../db/local-day-sql';
import { queryRows } from '../../db/query-rows';
import { addDays, localDay } from '../../../shared/domain/day';
import { dailyGoal } from '../../../shared/domain/goal';
import { periodRange } from '../../../shared/domain/periods';
import { goalLookup, summarizeStreak } from '../../../shared/domain/streaks';
import type {
  LeaderboardQuery,
  LeaderboardResponse,
  LeaderboardRow,
} from '../../../shared/schemas/progress';
import { goalChanges, type GoalProfile } from './progress.service';

/** Rows shown besides the viewer's own. */
export const LEADERBOARD_SIZE = 50;

type BoardRow = {
  user_id: string;
  name: string;
  hidden: boolean;
  time_zone: string;
  solo_mode: boolean;
  setters_count: number;
  dms: number;
  replies: number;
  meetings: number;
  rank: number;
  members: number;
};

const orderBy = {
  dms: sql`dms desc, replies desc, meetings desc`,
  replies: sql`replies desc, meetings desc, dms desc`,
  meetings: sql`meetings desc, replies desc, dms desc`,
} as const;

/**
 * Current streaks of a few members, each in their own zone with their own goals: per-day
 * totals of a recent window (index range scans on (user_id, sent_at)), widened for anyone
 * whose streak reaches the window's edge.
 */
export async function currentStreaks(
  db: Db,
  members: GoalProfile[],
  now: Date,
): Promise<Map<string, number>> {
  const streaks = new Map<string, number>();
  const changes = await goalChanges(
    db,
    members.map((member) => member.userId),
  );
  let pending = members;
  for (let windowDays = 35; pending.length > 0; windowDays *= 4) {
    const since = new Date(now.getTime() - (windowDays + 2) * 86_400_000);
    const ids = sql.join(
      pending.map((member) => sql`${member.userId}`),
      sql`, `,
    );
    const rows = await queryRows<{ user_id: string; day: string; dms: number }>(
      db,
      sql`select d.user_id, ((d.sent_at at time zone p.time_zone)::date)::text as day,
                 count(*)::int as dms
          from dm_tracking d join profiles p on p.user_id = d.user_id
          where d.user_id in (${ids}) and d.sent_at >= ${since}
          group by 1, 2`,
    );
    const totals = new Map(pending.map((member) => [member.userId, new Map<string, number>()]));
    for (const row of rows) totals.get(row.user_id)?.set(row.day, row.dms);
    const widen: GoalProfile[] = [];
    for (const member of pending) {
      const today = localDay(now, member.timeZone);
      const edge = addDays(today, -windowDays);
      const days = new Map([...totals.get(member.userId)!].filter(([day]) => day >= edge));
      const goalOn = goalLookup(
        changes.get(member.userId) ?? [],
        dailyGoal(member.soloMode, member.settersCount),
      );
      const { current } = summarizeStreak(today, days, goalOn);
      if (current >= windowDays - 1) widen.push(member);
      else streaks.set(member.userId, current);
    }
    pending = widen;
  }
  return streaks;
}

/**
 * D25: approved members who have not hidden themselves, ranked by DMs, replies or meetings in
 * this week or month of the viewer's zone. Counts are index-backed range counts per member.
 * The viewer always gets their own row, hidden or not. Rows carry no ids, emails, prospects,
 * URLs or notes.
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
  const within = (column: string) =>
    sql`d.user_id = p.user_id and d.${sql.raw(column)} >= ${start} and d.${sql.raw(column)} < ${end}`;
  const rows = await queryRows<BoardRow & { position: number }>(
    db,
    sql`with board as (
          select p.user_id, p.time_zone, p.solo_mode, p.setters_count,
                 p.hide_from_leaderboard as hidden,
                 coalesce(nullif(btrim(p.full_name), ''), 'Member') as name,
                 (select count(*) from dm_tracking d where ${within('sent_at')})::int as dms,
                 (select count(*) from dm_tracking d where ${within('response_at')})::int as replies,
                 (select count(*) from dm_tracking d where ${within('meeting_at')})::int as meetings
          from profiles p
          where p.approval_status = 'approved'
            and (p.hide_from_leaderboard = false or p.user_id = ${viewer.userId})
        ), ranked as (
          select board.*,
                 rank() over (order by ${sql.raw(metric)} desc)::int as rank,
                 row_number() over (order by ${orderBy[metric]}, name, user_id)::int as position,
                 count(*) over ()::int as members
          from board
        )
        select * from ranked
        where position <= ${LEADERBOARD_SIZE} or user_id = ${viewer.userId}
        order by position`,
  );
  const streaks = await currentStreaks(
    db,
    rows.map((row) => ({
      userId: row.user_id,
      timeZone: row.time_zone,
      soloMode: row.solo_mode,
      settersCount: row.setters_count,
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
    rows: rows.filter((row) => row.position <= LEADERBOARD_SIZE).map(toRow),
    viewer: { ...toRow(own), hidden: own.hidden },
  };
}
