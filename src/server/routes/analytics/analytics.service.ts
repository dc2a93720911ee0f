import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inLocalDays, localDayOf } from '../../db/local-day-sql';
import { queryRows } from '../../db/query-rows';
import { addDays, localDay } from '../../../shared/domain/day';
import { REPLY_RATE_BANDS } from '../../../shared/domain/benchmarks';
import { lastDays } from '../../../shared/domain/periods';
import { platforms, type Platform } from '../../../shared/domain/platform';
import type {
  AnalyticsBreakdownRow,
  AnalyticsDay,
  AnalyticsRange,
  AnalyticsResponse,
} from '../../../shared/schemas/analytics';
import { goalsOf, type GoalProfile } from '../progress/progress.service';

type SentRow = {
  kind: 'day' | 'platform' | 'setter';
  key: string;
  dms: number;
  replied: number;
  booked: number;
};

/** A percentage, or null when there is nothing to divide by. */
const rate = (part: number, whole: number) => (whole === 0 ? null : (part * 100) / whole);

const breakdown = ({ dms, replied, booked }: Omit<SentRow, 'kind' | 'key'>) => ({
  dms,
  replied,
  booked,
  replyRate: rate(replied, dms),
  meetingRate: rate(booked, dms),
});

/**
 * D26 for the last 7, 30 or 90 local days, in three index-backed aggregates:
 * the DMs sent in the range grouped by day, platform and setter in one pass (GROUPING SETS over
 * (user_id, sent_at)), and replies and meetings by the day they happened ((user_id, response_at),
 * (user_id, meeting_at)). Daily counts therefore match the logs for the same days exactly.
 */
export async function getAnalytics(
  db: Db,
  profile: GoalProfile,
  days: AnalyticsRange,
  now = new Date(),
): Promise<AnalyticsResponse> {
  const { userId, timeZone } = profile;
  const today = localDay(now, timeZone);
  const { from, to } = lastDays(today, days);
  const dayOf = (column: SQL) => localDayOf(column, from, to, timeZone);
  const range = (column: SQL) => inLocalDays(column, from, to, timeZone);

  const [sent, later, goalOn] = await Promise.all([
    queryRows<SentRow>(
      db,
      sql`select case when grouping(day) = 0 then 'day'
                      when grouping(platform) = 0 then 'platform' else 'setter' end as kind,
                 coalesce(day, platform, setter_name) as key,
                 count(*)::int as dms,
                 count(*) filter (where response_received)::int as replied,
                 count(*) filter (where meeting_booked)::int as booked
          from (select ${dayOf(sql`sent_at`)} as day, platform, setter_name,
                       response_received, meeting_booked
                from dm_tracking
                where user_id = ${userId} and ${range(sql`sent_at`)}) sent
          group by grouping sets ((day), (platform), (setter_name))`,
    ),
    queryRows<{ kind: 'reply' | 'meeting'; day: string; count: number }>(
      db,
      sql`select 'reply' as kind, ${dayOf(sql`response_at`)} as day, count(*)::int as count
          from dm_tracking where user_id = ${userId} and ${range(sql`response_at`)}
          group by 2
          union all
          select 'meeting' as kind, ${dayOf(sql`meeting_at`)} as day, count(*)::int as count
          from dm_tracking where user_id = ${userId} and ${range(sql`meeting_at`)}
          group by 2`,
    ),
    goalsOf(db, profile),
  ]);

  const sentByDay = new Map(sent.filter((row) => row.kind === 'day').map((row) => [row.key, row]));
  const replies = new Map<string, number>();
  const meetings = new Map<string, number>();
  for (const row of later) (row.kind === 'reply' ? replies : meetings).set(row.day, row.count);

  const daily: AnalyticsDay[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    const row = sentByDay.get(day);
    const dms = row?.dms ?? 0;
    daily.push({
      day,
      dms,
      goal: goalOn(day),
      replies: replies.get(day) ?? 0,
      meetings: meetings.get(day) ?? 0,
      replyRate: rate(row?.replied ?? 0, dms),
      meetingRate: rate(row?.booked ?? 0, dms),
    });
  }

  const sum = (rows: Array<Pick<AnalyticsBreakdownRow, 'dms' | 'replied' | 'booked'>>) =>
    rows.reduce(
      (total, row) => ({
        dms: total.dms + row.dms,
        replied: total.replied + row.replied,
        booked: total.booked + row.booked,
      }),
      { dms: 0, replied: 0, booked: 0 },
    );
  const sentTotals = sum([...sentByDay.values()]);
  const byPlatform = new Map(
    sent.filter((row) => row.kind === 'platform').map((row) => [row.key, row]),
  );

  return {
    days,
    from,
    to,
    timeZone,
    totals: {
      ...breakdown(sentTotals),
      replies: daily.reduce((total, day) => total + day.replies, 0),
      meetings: daily.reduce((total, day) => total + day.meetings, 0),
      daysAtGoal: daily.filter((day) => day.dms >= day.goal).length,
    },
    daily,
    // Every platform with a benchmark band is listed, so the member sees the bands even before
    // DMing there; others only when used.
    platforms: platforms
      .filter((platform) => byPlatform.has(platform) || REPLY_RATE_BANDS[platform])
      .map((platform: Platform) => ({
        platform,
        ...breakdown(byPlatform.get(platform) ?? { dms: 0, replied: 0, booked: 0 }),
        benchmark: REPLY_RATE_BANDS[platform] ?? null,
      })),
    setters: sent
      .filter((row) => row.kind === 'setter')
      .sort((a, b) => b.dms - a.dms || a.key.localeCompare(b.key))
      .map((row) => ({ setter: row.key, ...breakdown(row) })),
  };
}
