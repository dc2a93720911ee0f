import { sql, type SQL } from 'drizzle-orm';

/**
 * `csvCell` of src/shared/domain/csv.ts in SQL, so the database writes a large CSV itself: a
 * cell starting with a formula trigger gets a leading apostrophe, then a cell holding a comma,
 * quote, CR or LF is quoted with its quotes doubled. dm-csv-sql.test.ts holds the two equal.
 */
export function csvCellSql(value: SQL): SQL {
  const safe = sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r')
                         then '''' || ${value} else ${value} end)`;
  return sql`(case when ${safe} ~ '[",\\r\\n]'
                   then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`;
}

/** One RFC 4180 record of `cells` (already CSV cells), CRLF-terminated. */
export const csvRecordSql = (cells: SQL[]): SQL =>
  sql`(${sql.join(cells, sql` || ',' || `)} || E'\\r\\n')`;
