/**
 * Checking the logs against a platform's own data export (docs/decisions/0136-platform-exports.md):
 * the device sends facts about each conversation; the server tells what the logs miss and, when
 * asked, writes it through dm_tracking like a DM logged by hand (the prospect triggers and the
 * rollup follow), keyed per conversation and reply so nothing is written twice, and undoable.
 */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Turns } from '../../db/turns';
import {
  dms,
  exportApplies,
  exportChecks,
  exportImports,
  exportMatches,
  prospects,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { ownSavedScriptKeys } from '../dms/script-used';
import type { Member } from '../../profiles/profiles.service';
import { localDay } from '../../../shared/domain/day';
import { parseProfileUrl, type Platform } from '../../../shared/domain/platform';
import type {
  ConversationFact,
  ExportApply,
  ExportApplyInput,
  ExportApplyResult,
  ExportDay,
  ExportMatch,
  ExportMatchInput,
  ExportLoggedInput,
  ExportReportInput,
  ExportReportPart,
  LoggedNotInExport,
} from '../../../shared/schemas/exports';
import type { DmId, ExportApplyId, ProspectId } from '../../../shared/schemas/ids';

/** A DM logged by hand this close to the export's first message is the same DM. */
const SAME_DM_DAYS = 3;
const DAY_MS = 86_400_000;
/** How many DMs "Logged but not in this export" lists. */
const LOGGED_LIST_LIMIT = 200;
const IMPORT_LOCK = 25_025;
const INSERT_BATCH = 1_000;

type Item = {
  fact: ConversationFact & { firstSentAt: string };
  /** The profile the DM is written to, or null until the member matches the counterpart. */
  profile: { key: string; url: string; name: string } | null;
  loggedDm: { id: DmId; prospectId: ProspectId | null } | null;
  /** The DM was logged by the member, not written by an earlier apply. */
  loggedByHand: boolean;
  replyLogged: boolean;
  /** The member's later messages, one per local day after the DM's: all, and those to add. */
  followUps: number;
  newFollowUps: Array<{ key: string; at: Date }>;
};

const MINUTE_MS = 60_000;

type Existing = {
  id: DmId;
  profileKey: string;
  prospectId: ProspectId | null;
  sentAt: Date;
  repliedAt: Date | null;
};

/**
 * A conversation repeated in one payload (the same counterpart) counts once, as its first copy:
 * the device merges every read of one person (mergeConversations), so only a hand-made or
 * broken request repeats one (docs/platform-exports.md).
 */
function firstCopies(facts: ConversationFact[]): ConversationFact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    if (seen.has(fact.counterpart)) return false;
    seen.add(fact.counterpart);
    return true;
  });
}

async function analyse(db: Db, member: Member<'timeZone'>, input: ExportReportInput) {
  const { userId } = member;
  const facts = firstCopies(input.conversations.filter((fact) => fact.platform === input.platform));
  const started = facts.filter(
    (fact): fact is Item['fact'] => fact.memberStarted && fact.firstSentAt !== null,
  );
  // Counterparts without a usable profile URL: a match the member made earlier, if any.
  const profileOfUrl = new Map<string, Item['profile']>();
  for (const fact of started) {
    const parsed = fact.profileUrl ? parseProfileUrl(fact.profileUrl) : null;
    if (parsed?.ok && parsed.profile.platform === input.platform) {
      profileOfUrl.set(fact.counterpart, parsed.profile);
    }
  }
  const unnamed = started.map((f) => f.counterpart).filter((c) => !profileOfUrl.has(c));
  const matched = new Map<string, Item['profile']>();
  if (unnamed.length > 0) {
    const rows = await db
      .selectDistinctOn([exportMatches.counterpart], {
        counterpart: exportMatches.counterpart,
        key: dms.profileKey,
        url: dms.profileUrl,
        name: prospects.name,
      })
      .from(exportMatches)
      .innerJoin(prospects, eq(prospects.id, exportMatches.prospectId))
      .innerJoin(dms, eq(dms.prospectId, prospects.id))
      .where(and(eq(exportMatches.userId, userId), inArray(exportMatches.counterpart, unnamed)))
      .orderBy(exportMatches.counterpart, dms.sentAt);
    for (const row of rows) matched.set(row.counterpart, row);
  }
  const profileOf = (fact: ConversationFact) =>
    profileOfUrl.get(fact.counterpart) ?? matched.get(fact.counterpart) ?? null;

  const keys = [...new Set(started.flatMap((fact) => profileOf(fact)?.key ?? []))];
  const existing: Existing[] =
    keys.length === 0
      ? []
      : await db
          .select({
            id: dms.id,
            profileKey: dms.profileKey,
            prospectId: dms.prospectId,
            sentAt: dms.sentAt,
            repliedAt: prospects.repliedAt,
          })
          .from(dms)
          .leftJoin(prospects, eq(prospects.id, dms.prospectId))
          .where(and(eq(dms.userId, userId), inArray(dms.profileKey, keys)));
  const byKey = new Map<string, Existing[]>();
  for (const row of existing)
    byKey.set(row.profileKey, [...(byKey.get(row.profileKey) ?? []), row]);
  const importKeys = started.flatMap((f) => [`dm:${f.counterpart}`, `reply:${f.counterpart}`]);
  const imported = new Map<string, DmId>();
  for (let at = 0; at < importKeys.length; at += INSERT_BATCH) {
    const rows = await db
      .select({ key: exportImports.key, dmId: exportImports.dmId })
      .from(exportImports)
      .where(
        and(
          eq(exportImports.userId, userId),
          inArray(exportImports.key, importKeys.slice(at, at + INSERT_BATCH)),
        ),
      );
    for (const row of rows) imported.set(row.key, row.dmId);
  }

  const dayOf = (at: number) => localDay(new Date(at), member.timeZone);
  const partial = started.map((fact) => {
    const profile = profileOf(fact);
    const sent = Date.parse(fact.firstSentAt);
    const candidates = profile ? (byKey.get(profile.key) ?? []) : [];
    const importedId = imported.get(`dm:${fact.counterpart}`);
    const near = candidates
      .filter((row) => Math.abs(row.sentAt.getTime() - sent) <= SAME_DM_DAYS * DAY_MS)
      .sort((a, b) => Math.abs(a.sentAt.getTime() - sent) - Math.abs(b.sentAt.getTime() - sent));
    const loggedRow = candidates.find((row) => row.id === importedId) ?? near[0] ?? null;
    // Follow-ups come after the conversation's DM (the one logged, else the export's first
    // message), one per local day after its day; none once that DM was deleted by hand.
    const anchor = loggedRow ? loggedRow.sentAt.getTime() : importedId ? null : sent;
    const followUpDays = new Map<string, number>();
    if (profile && anchor !== null) {
      const anchorDay = dayOf(anchor);
      for (const minutes of fact.followUps ?? []) {
        const at = sent + minutes * MINUTE_MS;
        const day = dayOf(at);
        if (at <= anchor || day <= anchorDay) continue;
        if (!followUpDays.has(day) || at < followUpDays.get(day)!) followUpDays.set(day, at);
      }
    }
    return { fact, profile, candidates, importedId, loggedRow, followUpDays };
  });
  // A follow-up is logged when the member has a DM to the profile that local day, or an earlier
  // apply keyed it (and it was deleted since).
  const followUpKey = (counterpart: string, day: string) => `follow-up:${counterpart}:${day}`;
  const followUpKeys = partial.flatMap(({ fact, followUpDays }) =>
    [...followUpDays.keys()].map((day) => followUpKey(fact.counterpart, day)),
  );
  const keyed = new Set<string>();
  for (let at = 0; at < followUpKeys.length; at += INSERT_BATCH) {
    const rows = await db
      .select({ key: exportImports.key })
      .from(exportImports)
      .where(
        and(
          eq(exportImports.userId, userId),
          inArray(exportImports.key, followUpKeys.slice(at, at + INSERT_BATCH)),
        ),
      );
    for (const row of rows) keyed.add(row.key);
  }

  const items: Item[] = partial.map(
    ({ fact, profile, candidates, importedId, loggedRow, followUpDays }) => {
      const loggedDays = new Set(candidates.map((row) => dayOf(row.sentAt.getTime())));
      return {
        fact,
        profile,
        loggedDm: loggedRow
          ? { id: loggedRow.id, prospectId: loggedRow.prospectId }
          : importedId
            ? { id: importedId, prospectId: null }
            : null,
        loggedByHand: loggedRow !== null && loggedRow.id !== importedId,
        replyLogged: imported.has(`reply:${fact.counterpart}`) || Boolean(loggedRow?.repliedAt),
        followUps: followUpDays.size,
        newFollowUps: [...followUpDays]
          .filter(([day]) => !loggedDays.has(day) && !keyed.has(followUpKey(fact.counterpart, day)))
          .map(([day, at]) => ({ key: followUpKey(fact.counterpart, day), at: new Date(at) })),
      };
    },
  );
  return { items, facts, keys };
}

/**
 * One part of a check's report: what of these conversations is logged and what is not. Nothing
 * is written; the check's last step (`loggedNotInExport`) records it.
 */
export async function exportReport(
  db: Db,
  member: Member<'timeZone'>,
  input: ExportReportInput,
): Promise<ExportReportPart> {
  const { items, facts, keys } = await analyse(db, member, input);
  const days = new Map<string, ExportDay>();
  const dayRow = (at: string) => {
    const day = localDay(new Date(at), member.timeZone);
    let row = days.get(day);
    if (!row) {
      row = {
        day,
        started: 0,
        logged: 0,
        notLogged: 0,
        replies: 0,
        repliesLogged: 0,
        repliesNotLogged: 0,
      };
      days.set(day, row);
    }
    return row;
  };
  for (const item of items) {
    const sent = dayRow(item.fact.firstSentAt);
    sent.started += 1;
    if (item.loggedDm) sent.logged += 1;
    else sent.notLogged += 1;
    if (item.fact.firstReplyAt) {
      const reply = dayRow(item.fact.firstReplyAt);
      reply.replies += 1;
      if (item.replyLogged) reply.repliesLogged += 1;
      else reply.repliesNotLogged += 1;
    }
  }
  const times = items.flatMap((item) =>
    [item.fact.firstSentAt, item.fact.firstReplyAt ?? []].flat(),
  );
  times.sort();
  return {
    platform: input.platform,
    from: times[0] ?? null,
    to: times.at(-1) ?? null,
    profileKeys: keys,
    // The coach's cohort shows the latest check: how much of it had been logged by hand.
    exportedDms: items.length,
    loggedBefore: items.filter((item) => item.loggedByHand).length,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    sentNotLogged: items
      .filter((item) => !item.loggedDm)
      .map((item) => ({
        counterpart: item.fact.counterpart,
        displayName: item.fact.displayName,
        profileUrl: item.profile?.url ?? item.fact.profileUrl,
        sentAt: item.fact.firstSentAt,
        needsMatch: item.profile === null,
        followUps: item.newFollowUps.length,
      })),
    repliedNotLogged: items.flatMap((item) =>
      item.fact.firstReplyAt && !item.replyLogged
        ? [
            {
              counterpart: item.fact.counterpart,
              displayName: item.fact.displayName,
              replyAt: item.fact.firstReplyAt,
              needsMatch: item.profile === null,
            },
          ]
        : [],
    ),
    theyStarted: facts.filter((fact) => !fact.memberStarted).length,
    reactions: items.reduce((sum, item) => sum + item.fact.reactionCount, 0),
    followUps: items.reduce((sum, item) => sum + item.followUps, 0),
    followUpsNotLogged: items.reduce((sum, item) => sum + item.newFollowUps.length, 0),
  };
}

/**
 * A check's last step: the member's logged new DMs on the platform within the export's span
 * whose profile is none of the export's (at most LOGGED_LIST_LIMIT, oldest first), and the check
 * recorded for the coach's cohort (when, and how much had been logged by hand).
 */
export async function loggedNotInExport(
  db: Db,
  member: Member,
  input: ExportLoggedInput,
): Promise<LoggedNotInExport> {
  const rows = await db
    .select({ dmId: dms.id, prospectName: dms.prospectName, sentAt: dms.sentAt })
    .from(dms)
    .where(
      and(
        eq(dms.userId, member.userId),
        eq(dms.platform, input.platform as Platform),
        eq(dms.isFirst, true),
        gte(dms.sentAt, new Date(input.from)),
        lte(dms.sentAt, new Date(input.to)),
        sql`not (${dms.profileKey} = any (select jsonb_array_elements_text(${JSON.stringify(input.profileKeys)}::jsonb)))`,
      ),
    )
    .orderBy(dms.sentAt)
    .limit(LOGGED_LIST_LIMIT);
  const check = {
    platform: input.platform,
    checkedAt: new Date(),
    exportedDms: input.exportedDms,
    loggedBefore: input.loggedBefore,
  };
  await db
    .insert(exportChecks)
    .values({ userId: member.userId, ...check })
    .onConflictDoUpdate({ target: exportChecks.userId, set: check });
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

/** The conversations in groups of at most `dmsPerTurn` DMs each (a longer one alone). */
function turnsOf(conversations: ConversationFact[], dmsPerTurn: number): ConversationFact[][] {
  const groups: ConversationFact[][] = [];
  let size = dmsPerTurn;
  for (const fact of conversations) {
    const dms = 1 + (fact.followUps?.length ?? 0);
    if (size + dms > dmsPerTurn) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(fact);
    size += dms;
  }
  return groups;
}

/**
 * Writes what the report found missing of these conversations (a row's Add sends its own): a DM
 * dated when it was sent, with its reply dated when it came; a reply on a DM already logged goes
 * on its prospect's first DM; the member's later messages as follow-ups of that prospect (the
 * triggers make them follow-ups and count them as the community's rule says).
 * A part of a check goes in turns of at most `turns.rowsPerTurn` DMs (src/server/db/turns.ts), each one
 * transaction under a per-member lock, so a long history never holds anybody up; every turn
 * (and every part given the first part's `applyId`) adds to one apply, which Undo takes back
 * whole. A turn that did not happen (the request ended) is found missing by the next check.
 */
export async function applyExport(
  db: Db,
  turns: Turns,
  member: Member<'timeZone'>,
  input: ExportApplyInput,
): Promise<ExportApplyResult> {
  let applyId = input.applyId ?? null;
  if (applyId) await ownApply(db, member, applyId, input.platform);
  const added = { dmsAdded: 0, repliesAdded: 0, followUpsAdded: 0 };
  // Oldest first, so each turn's DMs fall on few days (and few of dm_daily's windows).
  const sentAt = (fact: ConversationFact) => Date.parse(fact.firstSentAt ?? '') || 0;
  const oldestFirst = input.conversations.toSorted((a, b) => sentAt(a) - sentAt(b));
  for (const conversations of turnsOf(oldestFirst, turns.rowsPerTurn)) {
    const turn = await turns.take(() =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(
          sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${member.userId}))`,
        );
        return applyTurn(tx, member, { ...input, conversations }, applyId);
      }),
    );
    if (!turn) continue;
    applyId = turn.applyId;
    added.dmsAdded += turn.dmsAdded;
    added.repliesAdded += turn.repliesAdded;
    added.followUpsAdded += turn.followUpsAdded;
  }
  return {
    applyId: added.dmsAdded + added.repliesAdded + added.followUpsAdded > 0 ? applyId : null,
    ...added,
  };
}

/** The member's own apply of this platform, or 404 as for a stranger's. */
async function ownApply(
  db: Db,
  member: Member,
  id: ExportApplyId,
  platform: ExportApplyInput['platform'],
): Promise<void> {
  const [apply] = await db
    .select({ id: exportApplies.id })
    .from(exportApplies)
    .where(
      and(
        eq(exportApplies.id, id),
        eq(exportApplies.userId, member.userId),
        eq(exportApplies.platform, platform),
      ),
    );
  if (!apply) throw notFound('Import not found');
}

/**
 * One turn of an apply: writes what is missing of these conversations and adds it to the apply
 * (made by the first turn that writes anything). Null when nothing was missing.
 */
async function applyTurn(
  tx: Db,
  member: Member<'timeZone'>,
  input: ExportApplyInput,
  applyId: ExportApplyId | null,
): Promise<ExportApplyResult | null> {
  const { items } = await analyse(tx, member, input);
  const chosen = items.filter((item) => item.profile !== null);
  const newDms = chosen.filter((item) => !item.loggedDm);
  const newReplies = chosen.filter(
    (item) => item.loggedDm && item.fact.firstReplyAt && !item.replyLogged,
  );
  const newFollowUps = chosen.flatMap((item) =>
    item.newFollowUps.map((followUp) => ({ item, ...followUp })),
  );
  if (newDms.length === 0 && newReplies.length === 0 && newFollowUps.length === 0) return null;
  const apply = applyId
    ? { id: applyId }
    : (
        await tx
          .insert(exportApplies)
          .values({ userId: member.userId, platform: input.platform })
          .returning({ id: exportApplies.id })
      )[0];
  // A saved script must be the member's own; a vault one is anyone's.
  const scriptKeys = newDms.flatMap((item) => item.fact.scriptUsed ?? []);
  const ownSaved = await ownSavedScriptKeys(tx, member.userId, scriptKeys);
  const scriptOf = (key: string | null | undefined) =>
    key && (!key.startsWith('saved:') || ownSaved.has(key)) ? key : null;
  const keys: Array<typeof exportImports.$inferInsert> = [];
  const to = (item: Item) => ({
    userId: member.userId,
    prospectName: item.fact.displayName.trim() || item.profile!.name,
    platform: input.platform as Platform,
    profileUrl: item.profile!.url,
    profileKey: item.profile!.key,
  });
  // The DMs and follow-ups in one statement, oldest first: the prospect triggers then see each
  // prospect's first DM before its follow-ups, and the day counts are settled once.
  const written = [
    ...newDms.map((item) => ({
      dm: {
        ...to(item),
        sentAt: new Date(item.fact.firstSentAt),
        responseReceived: item.fact.firstReplyAt !== null,
        responseAt: item.fact.firstReplyAt ? new Date(item.fact.firstReplyAt) : null,
        scriptUsed: scriptOf(item.fact.scriptUsed),
      },
      keys: [
        { key: `dm:${item.fact.counterpart}`, kind: 'dm' as const },
        ...(item.fact.firstReplyAt
          ? [{ key: `reply:${item.fact.counterpart}`, kind: 'dm' as const }]
          : []),
      ],
    })),
    ...newFollowUps.map(({ item, at, key }) => ({
      dm: { ...to(item), sentAt: at },
      keys: [{ key, kind: 'follow-up' as const }],
    })),
  ].sort((a, b) => a.dm.sentAt.getTime() - b.dm.sentAt.getTime());
  const ids = await insertDms(
    tx,
    written.map((row) => row.dm),
  );
  written.forEach((row, index) => {
    for (const key of row.keys) {
      keys.push({ userId: member.userId, applyId: apply.id, dmId: ids[index], ...key });
    }
  });
  let repliesAdded = newDms.filter((item) => item.fact.firstReplyAt).length;
  // A prospect replies once: on its first DM (docs/decisions/0132-prospects.md).
  const marked =
    newReplies.length === 0
      ? []
      : await queryRows<{ id: DmId; counterpart: string }>(
          tx,
          sql`update dm_tracking d
              set response_received = true, response_at = greatest(d.sent_at, v.at),
                  updated_at = now()
              from (select x.counterpart, x.at::timestamptz as at, f.id as first_id
                    from jsonb_to_recordset(${JSON.stringify(
                      newReplies.map((item) => ({
                        counterpart: item.fact.counterpart,
                        at: item.fact.firstReplyAt,
                        dm: item.loggedDm!.id,
                      })),
                    )}::jsonb) as x(counterpart text, at text, dm uuid)
                    join dm_tracking l on l.id = x.dm
                    join dm_tracking f on f.prospect_id = l.prospect_id and f.is_first) v
              where d.id = v.first_id and d.user_id = ${member.userId}
                and d.response_received = false
              returning d.id, v.counterpart`,
        );
  repliesAdded += marked.length;
  for (const { id, counterpart } of marked) {
    keys.push({
      userId: member.userId,
      key: `reply:${counterpart}`,
      applyId: apply.id,
      kind: 'reply',
      dmId: id,
    });
  }
  await insertImportKeys(tx, keys);
  const added = {
    dmsAdded: newDms.length,
    repliesAdded,
    followUpsAdded: newFollowUps.length,
  };
  await tx
    .update(exportApplies)
    .set({
      dmsAdded: sql`${exportApplies.dmsAdded} + ${added.dmsAdded}`,
      repliesAdded: sql`${exportApplies.repliesAdded} + ${added.repliesAdded}`,
      followUpsAdded: sql`${exportApplies.followUpsAdded} + ${added.followUpsAdded}`,
    })
    .where(eq(exportApplies.id, apply.id));
  return { applyId: apply.id, ...added };
}

type NewDm = {
  userId: Member['userId'];
  prospectName: string;
  platform: Platform;
  profileUrl: string;
  profileKey: string;
  sentAt: Date;
  responseReceived?: boolean;
  responseAt?: Date | null;
  scriptUsed?: string | null;
};

/**
 * Writes a turn's DMs in one statement, in the order given (the prospect triggers work set-based,
 * docs/decisions/0132-prospects.md), and answers their ids in the same order. The rows go as one
 * JSON parameter: a query builder's VALUES of thousands of parameters cost more to build than the
 * statement costs to run.
 */
async function insertDms(tx: Db, rows: readonly NewDm[]): Promise<DmId[]> {
  const batch = rows.map((row) => ({
    user_id: row.userId,
    prospect_name: row.prospectName,
    platform: row.platform,
    profile_url: row.profileUrl,
    profile_key: row.profileKey,
    sent_at: row.sentAt.toISOString(),
    response_received: row.responseReceived ?? false,
    response_at: row.responseAt?.toISOString() ?? null,
    script_used: row.scriptUsed ?? null,
    client_id: crypto.randomUUID(),
  }));
  const written = await queryRows<{ id: DmId; client_id: string }>(
    tx,
    sql`insert into dm_tracking (user_id, prospect_name, platform, profile_url, profile_key,
                                 sent_at, response_received, response_at, script_used, client_id)
        select x.user_id, x.prospect_name, x.platform, x.profile_url, x.profile_key, x.sent_at,
               x.response_received, x.response_at, x.script_used, x.client_id
        from rows from (jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
               as (user_id text, prospect_name text, platform text, profile_url text,
                   profile_key text, sent_at timestamptz, response_received boolean,
                   response_at timestamptz, script_used text, client_id uuid))
             with ordinality as x(user_id, prospect_name, platform, profile_url, profile_key,
                                  sent_at, response_received, response_at, script_used,
                                  client_id, n)
        order by x.n
        returning id, client_id`,
  );
  const idOf = new Map(written.map((row) => [row.client_id, row.id]));
  return batch.map((row) => idOf.get(row.client_id)!);
}

/** Records which DMs an apply wrote, under which keys (one JSON parameter, as `insertDms`). */
async function insertImportKeys(tx: Db, keys: ReadonlyArray<typeof exportImports.$inferInsert>) {
  if (keys.length === 0) return;
  await tx.execute(
    sql`insert into export_imports (user_id, apply_id, dm_id, key, kind)
        select x.user_id, x.apply_id, x.dm_id, x.key, x.kind
        from jsonb_to_recordset(${JSON.stringify(
          keys.map((row) => ({
            user_id: row.userId,
            apply_id: row.applyId,
            dm_id: row.dmId,
            key: row.key,
            kind: row.kind,
          })),
        )}::jsonb)
             as x(user_id text, apply_id uuid, dm_id uuid, key text, kind text)
        on conflict do nothing`,
  );
}

/** Takes back everything one apply wrote: its DMs, and the replies it marked on logged DMs. */
export async function undoApply(
  db: Db,
  member: Member,
  id: ExportApplyId,
): Promise<{ dmsRemoved: number; repliesRemoved: number }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [apply] = await tx
      .select({ id: exportApplies.id })
      .from(exportApplies)
      .where(and(eq(exportApplies.id, id), eq(exportApplies.userId, member.userId)))
      .for('update');
    if (!apply) throw notFound('Import not found');
    const rows = await tx
      .select({ kind: exportImports.kind, dmId: exportImports.dmId })
      .from(exportImports)
      .where(eq(exportImports.applyId, id));
    const replies = rows.filter((row) => row.kind === 'reply').map((row) => row.dmId);
    // The DMs and follow-ups it wrote go; a reply it marked on a DM logged before is taken back.
    const written = [...new Set(rows.filter((row) => row.kind !== 'reply').map((row) => row.dmId))];
    const unmarked = replies.length
      ? await tx
          .update(dms)
          .set({ responseReceived: false, responseAt: null, updatedAt: new Date() })
          .where(
            and(
              eq(dms.userId, member.userId),
              inArray(dms.id, replies),
              eq(dms.meetingBooked, false),
            ),
          )
          .returning({ id: dms.id })
      : [];
    let removed = 0;
    for (let at = 0; at < written.length; at += INSERT_BATCH) {
      const gone = await tx
        .delete(dms)
        .where(
          and(eq(dms.userId, member.userId), inArray(dms.id, written.slice(at, at + INSERT_BATCH))),
        )
        .returning({ id: dms.id });
      removed += gone.length;
    }
    await tx.delete(exportApplies).where(eq(exportApplies.id, id));
    return { dmsRemoved: removed, repliesRemoved: unmarked.length };
  });
}

/** Remembers which prospect a counterpart without a profile URL is, for this and later exports. */
export async function matchCounterpart(
  db: Db,
  member: Member,
  input: ExportMatchInput,
): Promise<ExportMatch> {
  const [prospect] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(sql`${prospects.id} = ${input.prospectId}`, eq(prospects.userId, member.userId)));
  if (!prospect) throw notFound('Prospect not found');
  await db
    .insert(exportMatches)
    .values({ userId: member.userId, counterpart: input.counterpart, prospectId: prospect.id })
    .onConflictDoUpdate({
      target: [exportMatches.userId, exportMatches.counterpart],
      set: { prospectId: prospect.id, createdAt: new Date() },
    });
  return { counterpart: input.counterpart, prospectId: prospect.id };
}

/** How many recent applies the Logs Manager offers to undo. */
const RECENT_APPLIES = 10;

/** The member's latest applies, newest first. */
export async function recentApplies(db: Db, member: Member): Promise<ExportApply[]> {
  const rows = await db
    .select()
    .from(exportApplies)
    .where(eq(exportApplies.userId, member.userId))
    .orderBy(desc(exportApplies.createdAt))
    .limit(RECENT_APPLIES);
  return rows.map((row) => ({
    id: row.id,
    platform: row.platform,
    createdAt: row.createdAt.toISOString(),
    dmsAdded: row.dmsAdded,
    repliesAdded: row.repliesAdded,
    followUpsAdded: row.followUpsAdded,
  }));
}
