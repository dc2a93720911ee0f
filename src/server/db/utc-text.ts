import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const FORMATS = {
  /** As toISOString writes it: what the API and the CSVs show. */
  ms: 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"',
  /** To the microsecond, for keyset cursors (a JS Date keeps only milliseconds). */
  us: 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"',
};

/** A timestamptz as ISO 8601 text in UTC, written by the database. */
export const utcText = (at: SQLWrapper, precision: keyof typeof FORMATS): SQL<string> =>
  sql<string>`to_char(${at} at time zone 'UTC', ${sql.raw(`'${FORMATS[precision]}'`)})`;

/**
 * A timestamptz as whole milliseconds since the epoch, cut as toISOString cuts (to the
 * microsecond first, which a double holds exactly, then truncated). An integer is far cheaper
 * for the database to write than to_char's text when thousands of rows carry one.
 */
export const epochMs = (at: SQLWrapper): SQL<number> =>
  sql<number>`(round(date_part('epoch', ${at}) * 1e6)::bigint / 1000)`;
