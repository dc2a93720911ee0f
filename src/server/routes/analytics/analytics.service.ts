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
import type { UserId } from '../../../shared/schemas/ids';

type SentRow = {
  bucket: number;
  platform: string;
  setter: string;
  dms: number;
  replied: number;
  booked: number;
};

type Counts = { dms: number; replied: number; booked: number };

function add(map: Map<string, Counts>, key: string, row: Counts) {
  const total = map.get(key) ?? { dms: 0, replied: 0, booked: 0 };
  map.set(key, {
    dms: total.dms + row.dms,
    replied: total.replied + row.replied,
    booked: total.booked + row.booked,
  });
}

/** A percentage, or null when there is nothing to divide by. */
const rate = (part: number, whole: number) => (whole === 0 ? null : (part * 100) / whole);

const breakdown = ({ dms, replied, booked }: Counts) => ({
  dms,
  replied,
  booked,
  replyRate: rate(replied, dms),
  meetingRate: rate(booked, dms),
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
                count(*) filter (where response_received)::int as replied,
                count(*) filter (where meeting_booked)::int as booked`,
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
  const [sent, later, goalOn] = await Promise.all([
    queryRows<SentRow>(db, sentQuery(userId, from, to, timeZone)),
    queryRows<{ kind: 'reply' | 'meeting'; bucket: number; count: number }>(
      db,
      laterQuery(userId, from, to, timeZone),
    ),
    goalsOf(db, profile),
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
    const counts = byDay.get(day) ?? { dms: 0, replied: 0, booked: 0 };
    daily.push({
      day,
      dms: counts.dms,
      goal: goalOn(day),
      replies: replies.get(day) ?? 0,
      meetings: meetings.get(day) ?? 0,
      replyRate: rate(counts.replied, counts.dms),
      meetingRate: rate(counts.booked, counts.dms),
    });
  }
  const total = (key: 'replies' | 'meetings') => daily.reduce((sum, day) => sum + day[key], 0);
  const sentTotals = { dms: 0, replied: 0, booked: 0 };
  for (const counts of byDay.values()) {
    sentTotals.dms += counts.dms;
    sentTotals.replied += counts.replied;
    sentTotals.booked += counts.booked;
  }

  return {
    days,
    from,
    to,
    timeZone,
    totals: {
      ...breakdown(sentTotals),
      replies: total('replies'),
      meetings: total('meetings'),
      daysAtGoal: daily.filter((day) => day.dms >= day.goal).length,
    },
    daily,
    // Every platform with a benchmark band is listed, so the member sees the bands before DMing
    // there; others only when used.
    platforms: platforms
      .filter((platform) => byPlatform.has(platform) || REPLY_RATE_BANDS[platform])
      .map((platform: Platform) => ({
        platform,
        ...breakdown(byPlatform.get(platform) ?? { dms: 0, replied: 0, booked: 0 }),
        benchmark: REPLY_RATE_BANDS[platform] ?? null,
      })),
    setters: [...bySetter]
      .sort(([a, x], [b, y]) => y.dms - x.dms || a.localeCompare(b))
      .map(([setter, counts]) => ({ setter, ...breakdown(counts) })),
  };
}
