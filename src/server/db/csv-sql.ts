import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './client';

/**
 * Large CSVs written by the database itself with `COPY (select …) TO STDOUT (FORMAT csv)`: the
 * RFC 4180 quoting runs in PostgreSQL's C code, several times faster than building each record
 * in SQL expressions (docs/benchmarks.md, "CSV export"). What COPY does not do is here:
 */

/**
 * A text cell as `csvCell` of src/shared/domain/csv.ts writes it, once COPY has quoted it: a
 * formula trigger gets a leading apostrophe, and an empty string is NULL, which COPY writes as
 * nothing (it writes `""` for an empty string). logs.test.ts holds the export equal to csvCell's.
 */
export const csvTextSql = (value: SQL): SQL =>
  sql`nullif(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r')
                  then '''' || ${value} else ${value} end, '')`;

/**
 * COPY ends records with LF; RFC 4180 (and the app's own writer) with CRLF. A line break inside
 * a quoted cell stays as it was: between quote characters, which COPY doubles inside a cell, so
 * the text's odd segments around `"` are exactly the quoted insides.
 */
export const crlfRecords = (csv: string): string =>
  csv
    .split('"')
    .map((segment, index) => (index % 2 === 1 ? segment : segment.replaceAll('\n', '\r\n')))
    .join('"');

const dialect = new PgDialect();

/**
 * `select` as literal SQL text: COPY takes no bind parameters. drizzle writes each value as a
 * quoted string literal with its quotes doubled, which is exact while standard_conforming_strings
 * is on; `copyCsv` sets it for its transaction, whatever the server's default.
 */
function inlined(select: SQL): string {
  const query = dialect.sqlToQuery(sql`${select}`.inlineParams());
  if (query.params.length > 0) throw new Error('copyCsv: a parameter was left unbound');
  return query.sql;
}

const SESSION = `set local standard_conforming_strings = on; set local datestyle = 'ISO, YMD'`;

/** The CSV text (LF-terminated records, no header) of the rows of `select`, one COPY. */
export async function copyCsv(db: Db, select: SQL): Promise<string> {
  const copy = `copy (${inlined(select)}) to`;
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      await connection.query(`begin; ${SESSION}`);
      const parts: Buffer[] = [];
      for await (const part of connection.query(copyTo(`${copy} stdout (format csv)`))) {
        parts.push(part as Buffer);
      }
      await connection.query('commit');
      return Buffer.concat(parts).toString('utf8');
    } catch (error) {
      await connection.query('rollback').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      connection.release(broken);
    }
  }
  throw new Error('copyCsv: not a node-postgres pool');
}
