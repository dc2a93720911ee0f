import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Turns } from '../../db/turns';
import { DEFAULT_SETTER } from '../../../shared/schemas/dm-messages';
import { isSelf } from '../../../shared/domain/self-setter';
import type { Member } from '../../profiles/profiles.service';
import { containsPattern, dmKeysetPage } from '../../db/dm-pages';
import { copyCsv, crlfRecords, csvTextSql } from '../../db/csv-sql';
import { queryRows } from '../../db/query-rows';
import { dms, setters } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ownSavedScriptKeys } from '../dms/script-used';
import { CSV_BOM, csvRecord } from '../../../shared/domain/csv';
import { localDayBounds } from '../../../shared/domain/day';
import {
  DM_LOG_COLUMNS,
  importIdentity,
  type ImportedDm,
  type ImportRow,
} from '../../../shared/domain/dm-csv';
import { prospectRates, type ProspectCounts } from '../../../shared/domain/rates';
import { parseImportOffThread } from '../../off-thread/off-thread';
import type { DmPage, ImportPreview, ImportResult, LogsDay } from '../../../shared/schemas/logs';
import type { UserId } from '../../../shared/schemas/ids';

const sentBetween = (start: Date, end: Date) => and(gte(dms.sentAt, start), lt(dms.sentAt, end));

/** The Logs Manager search: profile URL, setter name or platform contains the term. */
function logsSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql`(${dms.profileUrl} ilike ${pattern} or ${dms.setterName} ilike ${pattern} or ${dms.platform} ilike ${pattern})`;
}

/** Prospects first messaged (new DMs), and how many of them replied / booked, over `d` rows. */
const prospectCounts = sql`count(*) filter (where d.is_first)::int as prospects,
      count(*) filter (where d.is_first and d.response_received)::int as replied,
      count(*) filter (where d.is_first and d.meeting_booked)::int as booked`;

/**
 * One local day in the member's zone (docs/decisions/0105-local-days.md). The Daily Summary
 * counts what happened that day (DMs by sent_at, replies by response_at, meetings by meeting_at —
 * docs/decisions/0002-derived-counters.md). Its rates, and Setter Performance's, are the one
 * definition (prospectRate): of the prospects first messaged that day, the share who replied /
 * booked — the same figure Analytics and the cohort show for the day.
 */
export async function logsDay(db: Db, viewer: Member<'timeZone'>, date: string): Promise<LogsDay> {
  const [start, end] = localDayBounds(date, viewer.timeZone);
  const within = (column: SQL) => sql`(${column} >= ${start} and ${column} < ${end})`;
  const sent = within(sql`d.sent_at`);
  const [[activity], perSetter] = await Promise.all([
    queryRows<{ dms: number; responses: number; meetings: number } & ProspectCounts>(
      db,
      sql`select
        count(*) filter (where ${sent})::int as dms,
        count(*) filter (where ${within(sql`d.response_at`)})::int as responses,
        count(*) filter (where ${within(sql`d.meeting_at`)})::int as meetings,
        count(*) filter (where ${sent} and d.is_first)::int as prospects,
        count(*) filter (where ${sent} and d.is_first and d.response_received)::int as replied,
        count(*) filter (where ${sent} and d.is_first and d.meeting_booked)::int as booked
      from dm_tracking d
      where d.user_id = ${viewer.userId}
        and (${sent} or ${within(sql`d.response_at`)} or ${within(sql`d.meeting_at`)})`,
    ),
    queryRows<{ setterName: string; dms: number } & ProspectCounts>(
      db,
      sql`select d.setter_name as "setterName", count(*)::int as dms, ${prospectCounts}
      from dm_tracking d
      where d.user_id = ${viewer.userId} and ${sent}
      group by d.setter_name
      order by count(*) desc, lower(d.setter_name)`,
    ),
  ]);
  /** The count words' parts: new DMs (the prospects first messaged) and follow-ups apart. */
  const split = (row: { dms: number; prospects: number }) => ({
    newDms: row.prospects,
    followUps: row.dms - row.prospects,
  });
  const settersList = perSetter.map((row) => ({ ...row, ...split(row), ...prospectRates(row) }));
  const top = settersList[0];
  return {
    date,
    timeZone: viewer.timeZone,
    summary: { ...activity, ...split(activity), ...prospectRates(activity) },
    setters: settersList,
    topPerformer: top ? { setterName: top.setterName, dms: top.dms, newDms: top.prospects } : null,
  };
}

/** The day's DMs, newest first, searched, one keyset page at a time. */
export async function logsDms(
  db: Db,
  viewer: Member<'timeZone'>,
  query: { date: string; q?: string; cursor?: string; limit?: number },
): Promise<DmPage> {
  const [start, end] = localDayBounds(query.date, viewer.timeZone);
  const where = and(eq(dms.userId, viewer.userId), sentBetween(start, end), logsSearch(query.q));
  const [page, [{ total }]] = await Promise.all([
    dmKeysetPage(db, where, { cursor: query.cursor, limit: query.limit ?? 50 }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(dms)
      .where(where),
  ]);
  return { items: page.items, nextCursor: page.nextCursor, total };
}

/** Rows per COPY of the CSV export (about half a MB of text): one turn of heavy work each. */
const EXPORT_BATCH = 5_000;

/** The export's cells of `dm_tracking` (DM_LOG_COLUMNS) in `zone`, for COPY to quote. */
function dmLogCellsSql(zone: string): SQL {
  const local = sql`(${dms.sentAt} at time zone ${zone})`;
  const yesNo = (column: SQL) => sql`(case when ${column} then 'Yes' else 'No' end)`;
  return sql.join(
    [
      sql`${local}::date`,
      sql`date_trunc('second', ${local})::time`,
      csvTextSql(sql`${dms.setterName}`),
      csvTextSql(sql`${dms.profileUrl}`),
      sql`${dms.platform}`,
      csvTextSql(sql`${dms.scriptType}`),
      yesNo(sql`${dms.responseReceived}`),
      yesNo(sql`${dms.meetingBooked}`),
      csvTextSql(sql`${dms.notes}`),
      csvTextSql(sql`coalesce(${dms.scriptUsed}, '')`),
      // dmKindCell: a follow-up's number is how many of its prospect's DMs came before it (one
      // range of (prospect_id, sent_at) each), as Log DM numbers it.
      sql`(case when ${dms.isFirst} then 'New DM'
                else 'Follow-up ' || (select count(*) from dm_tracking p
                                      where p.prospect_id = ${dms.prospectId}
                                        and (p.sent_at, p.id) < (${dms.sentAt}, ${dms.id}))
           end)`,
    ],
    sql`, `,
  );
}

/**
 * The CSV of a date range (local days, inclusive), oldest first. The database writes each batch
 * of rows with COPY (src/server/db/csv-sql.ts), a keyset range at a time: memory stays at one
 * batch whatever the number of rows, and no row is turned into objects on the event loop.
 */
export async function* exportCsv(
  db: Db,
  turns: Turns,
  viewer: Member<'timeZone'>,
  query: { from: string; to: string; q?: string },
  isAborted: () => boolean = () => false,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<string> {
  const [start] = localDayBounds(query.from, viewer.timeZone);
  const [, end] = localDayBounds(query.to, viewer.timeZone);
  const where = and(eq(dms.userId, viewer.userId), sentBetween(start, end), logsSearch(query.q));
  const cells = dmLogCellsSql(viewer.timeZone);
  yield CSV_BOM + csvRecord(DM_LOG_COLUMNS);
  // A batch's first key is after the last one's; its last is the batch-size-th row from there
  // (none: the batch runs to the end). Keys as text: a JS Date would drop the microseconds.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    // The plain bound on sent_at lets the (user_id, sent_at) index start at the key.
    const from = after
      ? sql`and ${dms.sentAt} >= ${after.at}::timestamptz
            and (${dms.sentAt}, ${dms.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    // Each batch is a turn of heavy work: a year of CSV never holds a member's Log DM up.
    const { last, batch } = await turns.take(async () => {
      const [end] = await queryRows<{ at: string; id: string }>(
        db,
        sql`select ${dms.sentAt}::text as at, ${dms.id}::text as id from ${dms}
            where ${where} ${from}
            order by ${dms.sentAt}, ${dms.id} offset ${batchSize - 1} limit 1`,
      );
      const upTo = end
        ? sql`and ${dms.sentAt} <= ${end.at}::timestamptz
              and (${dms.sentAt}, ${dms.id}) <= (${end.at}::timestamptz, ${end.id}::uuid)`
        : sql``;
      const csv = await copyCsv(
        db,
        sql`select ${cells} from ${dms} where ${where} ${from} ${upTo}
            order by ${dms.sentAt}, ${dms.id}`,
      );
      return { last: end, batch: csv };
    });
    if (batch) yield crlfRecords(batch);
    if (!last || isAborted()) return;
    after = last;
  }
}

// ---------------------------------------------------------------------------------------------
// Import

/** Marks rows whose DM is already stored (same profile at the same second) as duplicates. */
async function markStoredDuplicates(db: Db, userId: UserId, rows: ImportRow[]) {
  const dated = rows.filter(
    (row): row is Extract<ImportRow, { status: 'new' }> =>
      row.status === 'new' && row.dm.sentAt !== null,
  );
  if (dated.length === 0) return rows;
  const keys = [...new Set(dated.map((row) => row.dm.profileKey))];
  const times = dated.map((row) => row.dm.sentAt!.getTime());
  const stored = await queryRows<{ key: string; second: string }>(
    db,
    sql`select profile_key as key, floor(extract(epoch from sent_at))::bigint::text as second
      from dm_tracking
      where user_id = ${userId}
        and profile_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
        and sent_at >= ${new Date(Math.min(...times))}
        and sent_at < ${new Date(Math.max(...times) + 1000)}`,
  );
  const existing = new Set(stored.map((row) => `${row.key}@${row.second}`));
  return rows.map((row): ImportRow =>
    row.status === 'new' && existing.has(importIdentity(row.dm.profileKey, row.dm.sentAt))
      ? { ...row, status: 'duplicate' }
      : row,
  );
}

/** Setter names from the file take the spelling of the member's matching setter, if any. */
async function canonicalSetters(db: Db, userId: UserId, rows: ImportRow[]) {
  const known = await db
    .select({ name: setters.setterName })
    .from(setters)
    .where(eq(setters.userId, userId));
  const byLower = new Map(known.map((row) => [row.name.toLowerCase(), row.name]));
  return rows.map((row): ImportRow =>
    row.status === 'error'
      ? row
      : {
          ...row,
          dm: {
            ...row.dm,
            setterName: isSelf(row.dm.setterName)
              ? DEFAULT_SETTER
              : (byLower.get(row.dm.setterName.toLowerCase()) ?? row.dm.setterName),
          },
        },
  );
}

function counts(rows: ImportRow[]): ImportPreview['counts'] {
  const result = { new: 0, duplicate: 0, error: 0 };
  for (const row of rows) result[row.status] += 1;
  return result;
}

/**
 * The file is parsed in a worker thread; the steps left here each take the event loop only
 * briefly and give it back in between, so other requests interleave with a large import.
 */
async function readImport(db: Db, viewer: Member<'timeZone'>, csv: string, now: Date) {
  const parsed = await parseImportOffThread(csv, { timeZone: viewer.timeZone, now });
  if (!parsed.ok) throw badRequest(parsed.error, { csv: parsed.error });
  await yieldToEventLoop();
  const rows = await canonicalSetters(db, viewer.userId, parsed.rows);
  await yieldToEventLoop();
  const marked = await markStoredDuplicates(db, viewer.userId, rows);
  await yieldToEventLoop();
  return marked;
}

export async function previewImport(
  db: Db,
  viewer: Member<'timeZone'>,
  csv: string,
): Promise<ImportPreview> {
  const rows = await readImport(db, viewer, csv, new Date());
  return {
    rows: rows.map((row) =>
      row.status === 'error'
        ? row
        : {
            row: row.row,
            status: row.status,
            dm: {
              profileUrl: row.dm.profileUrl,
              platform: row.dm.platform,
              setterName: row.dm.setterName,
              sentAt: row.dm.sentAt?.toISOString() ?? null,
            },
          },
    ),
    counts: counts(rows),
  };
}

const INSERT_BATCH = 1000;
const IMPORT_LOCK = 727_003;

/** A saved script named in a file that is not one of the member's own is dropped (none said). */
async function withOwnScripts(db: Db, userId: UserId, fresh: ImportedDm[]) {
  const own = await ownSavedScriptKeys(
    db,
    userId,
    fresh.flatMap((dm) => (dm.scriptUsed ? [dm.scriptUsed] : [])),
  );
  return fresh.map((dm) =>
    dm.scriptUsed?.startsWith('saved:') && !own.has(dm.scriptUsed)
      ? { ...dm, scriptUsed: null }
      : dm,
  );
}

function toInsert(userId: UserId, dm: ImportedDm, now: Date): typeof dms.$inferInsert {
  const sentAt = dm.sentAt ?? now;
  return {
    userId,
    prospectName: dm.prospectName,
    companyName: '',
    platform: dm.platform,
    scriptType: dm.scriptType,
    setterName: dm.setterName,
    profileUrl: dm.profileUrl,
    profileKey: dm.profileKey,
    sentAt,
    // The file has no reply or meeting time: they are dated at the DM's time.
    responseReceived: dm.responseReceived,
    responseAt: dm.responseReceived ? sentAt : null,
    meetingBooked: dm.meetingBooked,
    meetingAt: dm.meetingBooked ? sentAt : null,
    notes: dm.notes,
    scriptUsed: dm.scriptUsed,
  };
}

/**
 * All or nothing: any bad row refuses the whole file and names the rows; otherwise every new
 * row is inserted in one transaction. A per-member lock makes two concurrent imports of one
 * file insert it once.
 */
export async function commitImport(
  db: Db,
  viewer: Member<'timeZone'>,
  csv: string,
): Promise<ImportResult> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${viewer.userId}))`);
    const rows = await readImport(tx as unknown as Db, viewer, csv, now);
    const errors = rows.filter((row) => row.status === 'error');
    if (errors.length > 0) {
      const fields = Object.fromEntries(errors.map((row) => [`row ${row.row}`, row.error]));
      const named = errors
        .slice(0, 3)
        .map((row) => `row ${row.row}: ${row.error}`)
        .join('; ');
      const more = errors.length > 3 ? ` and ${errors.length - 3} more` : '';
      throw badRequest(`Nothing was imported. Fix ${named}${more}.`, fields);
    }
    const fresh = await withOwnScripts(
      tx as unknown as Db,
      viewer.userId,
      rows.flatMap((row) => (row.status === 'new' ? [row.dm] : [])),
    );
    for (let at = 0; at < fresh.length; at += INSERT_BATCH) {
      await tx
        .insert(dms)
        .values(fresh.slice(at, at + INSERT_BATCH).map((dm) => toInsert(viewer.userId, dm, now)));
    }
    return { created: fresh.length, skipped: rows.length - fresh.length };
  });
}
