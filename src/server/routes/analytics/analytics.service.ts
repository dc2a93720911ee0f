import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayOfBucket, perLocalDay } from '../../db/local-day-sql';
import { queryRows } from '../../db/query-rows';
import { addDays, localDay } from '../../../shared/domain/day';
import { REPLY_RATE_BANDS } from '../../../shared/domain/benchmarks';
import { lastDays } from '../../../shared/domain/periods';
import { platforms, type Platform } from '../../../shared/domain/platform';
import type {
  AnalyticsDay,
  AnalyticsRange,
  AnalyticsResponse,
} from '../../../shared/schemas/analytics';
import { goalsOf, type GoalProfile } from '../../goals/goals.service';
import { countsTowardGoal } from '../../db/counted-dms';
import { readFollowUpRule } from '../../goals/follow-up-rule';
import { prospectRates, type ProspectCounts } from '../../../shared/domain/rates';
import type { UserId } from '../../../shared/schemas/ids';

/**
 * DMs sent, the ones that count toward the goal (countsTowardGoal), and the prospects first
 * messaged (new DMs) with how many of them replied / booked: the rates' parts.
 */
type Counts = ProspectCounts & { dms: number; counted: number };

type SentRow = Counts & { bucket: number; platform: string; setter: string };

const none = (): Counts => ({ dms: 0, counted: 0, prospects: 0, replied: 0, booked: 0 });

function add(map: Map<string, Counts>, key: string, row: Counts) {
  const total = map.get(key) ?? none();
  map.set(key, {
    dms: total.dms + row.dms,
    counted: total.counted + row.counted,
    prospects: total.prospects + row.prospects,
    replied: total.replied + row.replied,
    booked: total.booked + row.booked,
  });
}

/** A breakdown row: DMs, the rates' parts and the rates (prospectRate). */
const breakdown = ({ dms, prospects, replied, booked }: Counts) => ({
  dms,
  prospects,
  replied,
  booked,
  ...prospectRates({ prospects, replied, booked }),
});

/** DMs sent in [from, to) per (day, platform, setter): index ranges on (user_id, sent_at). */
export function sentQuery(userId: UserId, from: string, to: string, timeZone: string): SQL {
  return perLocalDay({
    userId,
    column: 'sent_at',
    from,
    to,
    timeZone,
    select: sql`platform, setter_name as setter, count(*)::int as dms,
                count(*) filter (where ${countsTowardGoal()})::int as counted,
                count(*) filter (where is_first)::int as prospects,
                count(*) filter (where is_first and response_received)::int as replied,
                count(*) filter (where is_first and meeting_booked)::int as booked`,
    groupBy: sql`platform, setter_name`,
  });
}

/** Replies and meetings per day they happened: ranges on (user_id, response_at / meeting_at). */
export function laterQuery(userId: UserId, from: string, to: string, timeZone: string): SQL {
  const count = (column: 'response_at' | 'meeting_at') =>
    perLocalDay({ userId, column, from, to, timeZone, select: sql`count(*)::int as count` });
  return sql`select 'reply' as kind, bucket, count from (${count('response_at')}) replies
             where count > 0
             union all
             select 'meeting' as kind, bucket, count from (${count('meeting_at')}) meetings
             where count > 0`;
}

/**
 * Analytics (docs/decisions/0116-progress-features.md) for the last 7, 30 or 90 local days,
 * every rate the one definition (prospectRate): of the prospects first messaged in the day,
 * range, platform or setter, the share who replied / booked, with those counts beside it;
 * aggregated in SQL over index ranges: the DMs sent per (day, platform, setter) on
 * (user_id, sent_at), and replies and meetings per day they happened on (user_id, response_at)
 * and (user_id, meeting_at). Each day is counted over its own local bounds, as the logs count
 * it, so the numbers match the logs for the same days.
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
  const [sent, later, goalOn, { followUpsCount }] = await Promise.all([
    queryRows<SentRow>(db, sentQuery(userId, from, to, timeZone)),
    queryRows<{ kind: 'reply' | 'meeting'; bucket: number; count: number }>(
      db,
      laterQuery(userId, from, to, timeZone),
    ),
    goalsOf(db, profile),
    readFollowUpRule(db),
  ]);

  const byDay = new Map<string, Counts>();
  const byPlatform = new Map<string, Counts>();
  const bySetter = new Map<string, Counts>();
  for (const row of sent) {
    add(byDay, dayOfBucket(from, row.bucket), row);
    add(byPlatform, row.platform, row);
    add(bySetter, row.setter, row);
  }
  const replies = new Map<string, number>();
  const meetings = new Map<string, number>();
  for (const row of later) {
    (row.kind === 'reply' ? replies : meetings).set(dayOfBucket(from, row.bucket), row.count);
  }

  const daily: AnalyticsDay[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    const counts = byDay.get(day) ?? none();
    const goal = goalOn(day);
    daily.push({
      day,
      dms: counts.dms,
      counted: counts.counted,
      goal,
      atGoal: counts.counted >= goal,
      replies: replies.get(day) ?? 0,
      meetings: meetings.get(day) ?? 0,
      prospects: counts.prospects,
      replied: counts.replied,
      booked: counts.booked,
      ...prospectRates(counts),
    });
  }
  const total = (key: 'replies' | 'meetings') => daily.reduce((sum, day) => sum + day[key], 0);
  const all = new Map<string, Counts>();
  for (const counts of byDay.values()) add(all, '', counts);
  const sentTotals = all.get('') ?? none();

  return {
    days,
    from,
    to,
    timeZone,
    followUpsCount,
    totals: {
      ...breakdown(sentTotals),
      newDms: sentTotals.prospects,
      followUps: sentTotals.dms - sentTotals.prospects,
      replies: total('replies'),
      meetings: total('meetings'),
      daysAtGoal: daily.filter((day) => day.atGoal).length,
    },
    daily,
    // Every platform with a benchmark band is listed, so the member sees the bands before DMing
    // there; others only when used.
    platforms: platforms
      .filter((platform) => byPlatform.has(platform) || REPLY_RATE_BANDS[platform])
      .map((platform: Platform) => ({
        platform,
        ...breakdown(byPlatform.get(platform) ?? none()),
        benchmark: REPLY_RATE_BANDS[platform] ?? null,
      })),
    setters: [...bySetter]
      .sort(([a, x], [b, y]) => y.dms - x.dms || a.localeCompare(b))
      .map(([setter, counts]) => ({ setter, ...breakdown(counts) })),
  };
}
