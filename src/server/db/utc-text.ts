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
