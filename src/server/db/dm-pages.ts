import { and, asc, desc, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { dms } from './schema';
import { queryRows } from './query-rows';
import { utcText } from './utc-text';
import { toDm } from '../routes/dms/dms.service';
import type { Dm } from '../../shared/schemas/dm';
import type { DmId, ProspectId, UserId } from '../../shared/schemas/ids';

/**
 * Keyset pages of DMs ordered by (sent_at, id): a page costs the same on page 1 and page 4,000.
 * The cursor carries sent_at to the microsecond (a JS Date keeps only milliseconds).
 */
const cursorTs = utcText(dms.sentAt, 'us');

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

type DmRow = typeof dms.$inferSelect;
export type DmKeysetPage = { items: Dm[]; rows: DmRow[]; nextCursor: string | null };

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

type RawDm = Record<string, unknown> & { cursor_ts: string };
const asDate = (value: unknown) => (value == null ? null : new Date(value as string | Date));

/** A dm_tracking row as raw SQL returns it (snake_case) → the Drizzle row shape. */
function fromRaw(raw: RawDm): DmRow & { cursorTs: string } {
  return {
    id: raw.id as DmId,
    userId: raw.user_id as UserId,
    prospectName: raw.prospect_name as string,
    companyName: raw.company_name as string,
    platform: raw.platform as DmRow['platform'],
    scriptType: raw.script_type as string,
    setterName: raw.setter_name as string,
    profileUrl: raw.profile_url as string,
    profileKey: raw.profile_key as string,
    prospectId: (raw.prospect_id as ProspectId | null) ?? null,
    isFirst: raw.is_first as boolean,
    sentAt: asDate(raw.sent_at)!,
    responseReceived: raw.response_received as boolean,
    responseAt: asDate(raw.response_at),
    meetingBooked: raw.meeting_booked as boolean,
    meetingAt: asDate(raw.meeting_at),
    notes: raw.notes as string,
    scriptUsed: (raw.script_used as string | null) ?? null,
    updatedAt: asDate(raw.updated_at)!,
    clientId: (raw.client_id as string | null) ?? null,
    replyClientId: (raw.reply_client_id as string | null) ?? null,
    meetingClientId: (raw.meeting_client_id as string | null) ?? null,
    cursorTs: raw.cursor_ts,
  };
}

/** How many of the newest rows a search reads in time order before it asks the planner. */
export const SEARCH_WINDOW = 2000;

/**
 * A searched page that does not depend on the planner's guess of how common the term is
 * (trigram LIKE estimates are poor). Phase 1 filters the newest rows in time order — stored
 * together, so cheap — and a common term fills the page there. Otherwise the matches are rare
 * enough for the plain query, which the trigram index answers; its first rows are exactly the
 * phase-1 hits (the newest matches), so its page is the whole answer.
 */
export async function dmSearchPage(
  db: Db,
  scope: SQL,
  filters: SQL,
  options: { cursor?: string; limit: number; window?: number },
): Promise<Omit<DmKeysetPage, 'rows'>> {
  const window = options.window ?? SEARCH_WINDOW;
  const scoped = options.cursor ? and(scope, afterCursor(options.cursor, 'desc'))! : scope;
  const newest = db
    .select()
    .from(dms)
    .where(scoped)
    .orderBy(desc(dms.sentAt), desc(dms.id))
    .limit(window);
  // The window keeps the table's name, so the filters (written against dm_tracking) apply to it.
  const hits = (
    await queryRows<RawDm>(
      db,
      sql`select *, ${cursorTs} as cursor_ts from (${newest}) as ${dms}
        where ${filters} order by sent_at desc, id desc limit ${options.limit + 1}`,
    )
  ).map(fromRaw);
  if (hits.length > options.limit) {
    const page = hits.slice(0, options.limit);
    const last = page.at(-1)!;
    return { items: page.map(toDm), nextCursor: encodeCursor(last.cursorTs, last.id) };
  }
  return dmKeysetPage(db, and(scope, filters), options);
}
