import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../shared/domain/day';

/**
 * Local days in SQL (D7). `from`/`to` are 'YYYY-MM-DD' local days, `to` exclusive. The
 * instants are computed by the database from the IANA zone, once per query, so a range
 * condition on an indexed timestamp column stays index-backed.
 */
export function localDayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::timestamp at time zone ${timeZone})`;
}

/** The start of every local day in [from, to], as one timestamptz[] (to's start closes the last). */
function localDayStarts(from: string, to: string, timeZone: string): SQL {
  return sql`(select array_agg(d at time zone ${timeZone} order by d) from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d)`;
}

/**
 * The local day of `column` as a number, 1 for `from`: a binary search over the day starts
 * (width_bucket), cheaper per row than converting each timestamp, and an integer to group by.
 * Only for rows already limited to [from, to); `dayOfBucket` turns it back into a day.
 */
export function localDayBucket(column: SQL, from: string, to: string, timeZone: string): SQL {
  return sql`width_bucket(${column}, ${localDayStarts(from, to, timeZone)})`;
}

export function dayOfBucket(from: string, bucket: number): string {
  return addDays(from, bucket - 1);
}

/** `column` falls in the local days [from, to). */
export function inLocalDays(column: SQL, from: string, to: string, timeZone: string): SQL {
  return sql`${column} >= ${localDayStart(from, timeZone)} and ${column} < ${localDayStart(to, timeZone)}`;
}
