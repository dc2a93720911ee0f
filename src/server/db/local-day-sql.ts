import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../shared/domain/day';

/**
 * Local days in SQL (docs/decisions/0105-local-days.md): 'YYYY-MM-DD' days of an IANA zone, turned
 * into instants by the database, so a condition on an indexed timestamp column stays an index
 * range.
 */
export function localDayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::timestamp at time zone ${timeZone})`;
}

export type DmTimestamp = 'sent_at' | 'response_at' | 'meeting_at';

/** Local days in [from, to). */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Day number `n` (from 1) of a `perLocalDay` result, as 'YYYY-MM-DD'. */
export function dayOfBucket(from: string, n: number): string {
  return addDays(from, n - 1);
}

/**
 * One aggregate per local day in [from, to) over a member's DMs: a lateral subquery per day on
 * the (user_id, <column>) index. The day's bounds are parameters of the subquery, so the
 * planner takes the index range for every window, whatever its statistics say about the
 * whole table. Rows carry the day number `bucket` (1 = from) and the columns of `select`.
 */
export function perLocalDay({
  userId,
  column,
  from,
  to,
  timeZone,
  select,
  groupBy,
  where,
}: {
  userId: string;
  column: DmTimestamp;
  from: string;
  to: string;
  timeZone: string;
  select: SQL;
  groupBy?: SQL;
  /** A further condition on the rows (dm_tracking, unaliased). */
  where?: SQL;
}): SQL {
  const at = sql.raw(column);
  return sql`select d.n as bucket, x.*
             from generate_series(1, ${dayCount(from, to)}::int) as d(n)
             cross join lateral (
               select ${select} from dm_tracking
               where user_id = ${userId}
                 and ${at} >= ((${from}::date + d.n - 1)::timestamp at time zone ${timeZone})
                 and ${at} < ((${from}::date + d.n)::timestamp at time zone ${timeZone})
                 ${where ? sql`and ${where}` : sql``}
               ${groupBy ? sql`group by ${groupBy}` : sql``}) x`;
}
