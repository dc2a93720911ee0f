import { and, asc, desc, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { dms } from './schema';
import { toDm } from '../routes/dms/dms.service';
import type { Dm } from '../../shared/schemas/dm';

/**
 * Keyset pages of DMs ordered by (sent_at, id): a page costs the same on page 1 and page 4,000.
 * The cursor carries sent_at to the microsecond (a JS Date keeps only milliseconds).
 */
const cursorTs = sql<string>`to_char(${dms.sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (ts: string, id: string) => `${ts}~${id}`;

function afterCursor(cursor: string, direction: 'asc' | 'desc'): SQL {
  const [ts, id] = cursor.split('~');
  const at = sql`${ts}::timestamptz`;
  // The plain bound lets the (user_id, sent_at) index start at the cursor.
  return direction === 'desc'
    ? and(
        sql`${dms.sentAt} <= ${at}`,
        or(sql`${dms.sentAt} < ${at}`, sql`${dms.id} < ${id}::uuid`),
      )!
    : and(
        sql`${dms.sentAt} >= ${at}`,
        or(sql`${dms.sentAt} > ${at}`, sql`${dms.id} > ${id}::uuid`),
      )!;
}

export type DmKeysetPage = {
  items: Dm[];
  rows: (typeof dms.$inferSelect)[];
  nextCursor: string | null;
};

/** One page of the DMs matching `where` (which must scope by user_id). */
export async function dmKeysetPage(
  db: Db,
  where: SQL | undefined,
  options: { cursor?: string; limit: number; direction?: 'asc' | 'desc' },
): Promise<DmKeysetPage> {
  const direction = options.direction ?? 'desc';
  const order = direction === 'desc' ? desc : asc;
  const rows = await db
    .select({ ...getTableColumns(dms), cursorTs })
    .from(dms)
    .where(options.cursor ? and(where, afterCursor(options.cursor, direction)) : where)
    .orderBy(order(dms.sentAt), order(dms.id))
    .limit(options.limit + 1);
  const more = rows.length > options.limit;
  const page = more ? rows.slice(0, options.limit) : rows;
  const last = page.at(-1);
  return {
    rows: page,
    items: page.map(toDm),
    nextCursor: more && last ? encodeCursor(last.cursorTs, last.id) : null,
  };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
