import { and, desc, eq, getTableColumns, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isSelf } from '../../../shared/domain/self-setter';
import type { Member } from '../../profiles/profiles.service';
import { dms, setters } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { parseProspect, type HandlePlatform } from '../../../shared/domain/prospect-input';
import {
  DEFAULT_SETTER,
  DM_DELETED,
  INVALID_URL,
  MISSING_INFO,
  NEEDS_PLATFORM,
} from '../../../shared/schemas/dm-messages';
import { resolveScriptUsed } from './script-used';
import { queryRows } from '../../db/query-rows';
import type {
  Dm,
  DmLookup,
  EditDmInput,
  LogDmInput,
  LogDmResult,
  ProspectGlance,
} from '../../../shared/schemas/dm';
import type { DmId, UserId } from '../../../shared/schemas/ids';

export type DmRow = typeof dms.$inferSelect;

export function toDm(row: DmRow): Dm {
  return {
    id: row.id,
    prospectName: row.prospectName,
    companyName: row.companyName,
    platform: row.platform,
    scriptType: row.scriptType,
    setterName: row.setterName,
    profileUrl: row.profileUrl,
    sentAt: row.sentAt.toISOString(),
    responseReceived: row.responseReceived,
    responseAt: row.responseAt?.toISOString() ?? null,
    meetingBooked: row.meetingBooked,
    meetingAt: row.meetingAt?.toISOString() ?? null,
    notes: row.notes,
    followUp: !row.isFirst,
  };
}

/** The setter a DM is logged for: 'Self', or one of the member's active setters (by name). */
async function resolveSetter(db: Db, userId: UserId, soloMode: boolean, requested?: string) {
  if (soloMode) return DEFAULT_SETTER;
  if (!requested) throw new HttpError(400, 'missing_information', MISSING_INFO.message);
  if (isSelf(requested)) return DEFAULT_SETTER;
  const [setter] = await db
    .select({ name: setters.setterName })
    .from(setters)
    .where(
      and(
        eq(setters.userId, userId),
        eq(setters.isActive, true),
        sql`lower(${setters.setterName}) = lower(${requested})`,
      ),
    );
  if (!setter)
    throw new HttpError(400, 'unknown_setter', 'Choose Self or one of your active setters.');
  return setter.name;
}

/** The profile a Log DM names (URL, or handle + platform), or the 400 that says what is wrong. */
export function profileOf(input: { profileUrl: string; platform?: HandlePlatform }) {
  const parsed = parseProspect(input.profileUrl, input.platform);
  if (parsed.ok) return parsed.profile;
  if (parsed.reason === 'missing') {
    throw new HttpError(400, 'missing_information', MISSING_INFO.message, {
      profileUrl: MISSING_INFO.title,
    });
  }
  if (parsed.reason === 'needs_platform') {
    throw new HttpError(400, 'needs_platform', NEEDS_PLATFORM.message, {
      platform: NEEDS_PLATFORM.title,
    });
  }
  throw new HttpError(400, 'invalid_url', INVALID_URL.message, { profileUrl: INVALID_URL.title });
}

const glance = sql`p.id, p.name, p.company_name as "companyName", p.touches,
                   p.first_dm_at as "firstDmAt", p.last_touch_at as "lastTouchAt",
                   p.replied_at as "repliedAt"`;

type GlanceRow = Omit<ProspectGlance, 'firstDmAt' | 'lastTouchAt' | 'repliedAt'> & {
  firstDmAt: Date | string;
  lastTouchAt: Date | string;
  repliedAt: Date | string | null;
};

const toGlance = (row: GlanceRow): ProspectGlance => ({
  ...row,
  firstDmAt: new Date(row.firstDmAt).toISOString(),
  lastTouchAt: new Date(row.lastTouchAt).toISOString(),
  repliedAt: row.repliedAt === null ? null : new Date(row.repliedAt).toISOString(),
});

/** The prospect this profile belongs to, or null when the member never messaged it. */
async function prospectOfProfile(db: Db, userId: UserId, profileKey: string) {
  const [row] = await queryRows<GlanceRow>(
    db,
    sql`select ${glance} from prospect_profiles pp join prospects p on p.id = pp.prospect_id
        where pp.user_id = ${userId} and pp.profile_key = ${profileKey} and p.touches > 0`,
  );
  return row ? toGlance(row) : null;
}

/** Prospects with this name (any case), newest touch first: a new profile may be one of them. */
async function prospectsNamed(db: Db, userId: UserId, name: string) {
  const rows = await queryRows<GlanceRow>(
    db,
    sql`select ${glance} from prospects p
        where p.user_id = ${userId} and p.merged_into is null and p.touches > 0
          and lower(p.name) = lower(${name})
        order by p.last_touch_at desc limit 3`,
  );
  return rows.map(toGlance);
}

/** The newest DM to this profile, before `before` when given. */
async function lastSentTo(db: Db, userId: UserId, profileKey: string, before?: Date) {
  const [row] = await db
    .select({ sentAt: dms.sentAt })
    .from(dms)
    .where(
      and(
        eq(dms.userId, userId),
        eq(dms.profileKey, profileKey),
        before ? lt(dms.sentAt, before) : undefined,
      ),
    )
    .orderBy(desc(dms.sentAt))
    .limit(1);
  return row?.sentAt.toISOString() ?? null;
}

/** The duplicate pre-check: nothing is written. */
export async function lookupDm(
  db: Db,
  { userId }: Member,
  input: { profileUrl: string; platform?: HandlePlatform },
): Promise<DmLookup> {
  const { url, platform, name, key } = profileOf(input);
  const [prospect, previouslySentAt] = await Promise.all([
    prospectOfProfile(db, userId, key),
    lastSentTo(db, userId, key),
  ]);
  return {
    profile: { url, platform, name },
    prospect,
    nameMatches: prospect ? [] : await prospectsNamed(db, userId, name),
    previouslySentAt,
  };
}

/** A repeated Log DM answers with the row the first one made, as the first answer did. */
async function repeatedLog(
  db: Db,
  userId: UserId,
  clientId: string,
  profileKey: string,
): Promise<LogDmResult> {
  const [row] = await db
    .select()
    .from(dms)
    .where(and(eq(dms.userId, userId), eq(dms.clientId, clientId)));
  // Gone between the INSERT and here: the DM was logged and then deleted (Undo).
  if (!row) throw new HttpError(409, 'dm_deleted', 'This DM was logged and then deleted.');
  if (row.profileKey !== profileKey) {
    throw new HttpError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for another profile.',
    );
  }
  return logResult(db, row, await lastSentTo(db, userId, row.profileKey, row.sentAt));
}

/** What Log DM answers: the DM, its prospect after it, and which follow-up it was. */
async function logResult(
  db: Db,
  row: DmRow,
  previouslySentAt: string | null,
): Promise<LogDmResult> {
  // Its place in the conversation, by the database's own sent_at (microseconds, which the row's
  // JavaScript Date has lost); a first DM has none to count.
  const [place, prospect] = await Promise.all([
    row.isFirst
      ? null
      : queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from dm_tracking d
              where d.prospect_id = ${row.prospectId}
                and (d.sent_at, d.id) <= (select sent_at, id from dm_tracking where id = ${row.id})`,
        ),
    prospectOfProfile(db, row.userId, row.profileKey),
  ]);
  return {
    dm: toDm(row),
    prospect: prospect!,
    followUp: place ? place[0].n - 1 : null,
    previouslySentAt,
  };
}

/**
 * A new profile joins the prospect the member chose (the same person elsewhere): its profile is
 * mapped before the DM is written, and the triggers put the DM on that prospect. A profile that
 * already belongs to another prospect stays where it is (409).
 */
async function attachProfile(db: Db, userId: UserId, prospectId: string, profileKey: string) {
  const [owned] = await queryRows<{ id: string }>(
    db,
    sql`select id from prospects
        where id = ${prospectId} and user_id = ${userId} and merged_into is null`,
  );
  if (!owned) throw notFound('Prospect not found');
  await db.execute(sql`insert into prospect_profiles (user_id, profile_key, prospect_id)
                       values (${userId}, ${profileKey}, ${prospectId})
                       on conflict do nothing`);
  const [mapped] = await queryRows<{ prospect_id: string }>(
    db,
    sql`select prospect_id from prospect_profiles
        where user_id = ${userId} and profile_key = ${profileKey}`,
  );
  if (mapped.prospect_id !== prospectId) {
    throw new HttpError(
      409,
      'profile_has_prospect',
      'This profile already belongs to another prospect: merge the two from its details instead.',
    );
  }
}

/**
 * Log DM: one INSERT (docs/decisions/0002-derived-counters.md) — concurrent logs can never lose a count. With a client id, a repeat
 * (retry, lost response, the same queue sent from two tabs) inserts nothing: the unique index
 * makes the second INSERT wait for the first and then skip.
 */
export async function logDm(
  db: Db,
  viewer: Member<'soloMode'>,
  input: LogDmInput,
  clientId?: string,
  /** When the DM was sent, if not now: it waited on the device without a connection. */
  sentAt?: Date,
): Promise<LogDmResult> {
  const profile = profileOf(input);
  const setterName = await resolveSetter(db, viewer.userId, viewer.soloMode, input.setterName);
  const scriptUsed = await resolveScriptUsed(db, viewer.userId, input.scriptUsed);
  if (input.prospectId) await attachProfile(db, viewer.userId, input.prospectId, profile.key);
  // One statement: the newest earlier DM to this profile (docs/decisions/0109-profile-urls.md), read in the same snapshot as
  // the INSERT, so it never sees the new row.
  const previous = db.$with('previous').as(
    db
      .select({ sentAt: dms.sentAt })
      .from(dms)
      .where(and(eq(dms.userId, viewer.userId), eq(dms.profileKey, profile.key)))
      .orderBy(desc(dms.sentAt))
      .limit(1),
  );
  const [inserted] = await db
    .with(previous)
    .insert(dms)
    .values({
      userId: viewer.userId,
      prospectName: profile.name,
      companyName: '',
      platform: profile.platform,
      scriptType: 'cold_dm',
      scriptUsed,
      setterName,
      profileUrl: profile.url,
      profileKey: profile.key,
      clientId,
      sentAt,
    })
    .onConflictDoNothing({ target: [dms.userId, dms.clientId] })
    .returning({
      ...getTableColumns(dms),
      previouslySentAt: sql`(select ${previous.sentAt} from ${previous})`.mapWith(dms.sentAt),
    });
  if (!inserted) return repeatedLog(db, viewer.userId, clientId!, profile.key);
  // The triggers gave it its prospect and told whether it is a follow-up.
  const [row] = await db.select().from(dms).where(eq(dms.id, inserted.id));
  return logResult(db, row, inserted.previouslySentAt?.toISOString() ?? null);
}

type Transition = 'reply' | 'meeting' | 'undo-reply' | 'undo-meeting';

/** The column that keeps the client id of a reply or meeting, so a repeat is recognised. */
const keyColumn = { reply: 'replyClientId', meeting: 'meetingClientId' } as const;

/**
 * A reply or meeting logged at `at` (now, or earlier when it waited on the device), never
 * before the step it follows.
 */
const notBefore = (earlier: SQLWrapper, at: SQL) =>
  sql`greatest(${earlier}, ${at})` as unknown as Date;

const transitions: Record<
  Transition,
  { when: SQL; set: (at: SQL) => Partial<typeof dms.$inferInsert>; refused: string }
> = {
  reply: {
    when: sql`${dms.responseReceived} = false`,
    set: (at) => ({ responseReceived: true, responseAt: notBefore(dms.sentAt, at) }),
    refused: 'This DM already has a reply logged.',
  },
  meeting: {
    when: sql`${dms.responseReceived} = true and ${dms.meetingBooked} = false`,
    set: (at) => ({ meetingBooked: true, meetingAt: notBefore(dms.responseAt, at) }),
    refused:
      'A meeting needs a reply first, and this DM has no open reply (or already has a meeting).',
  },
  'undo-reply': {
    when: sql`${dms.responseReceived} = true and ${dms.meetingBooked} = false`,
    set: () => ({ responseReceived: false, responseAt: null }),
    refused: 'There is no reply to undo, or a meeting was booked on it.',
  },
  'undo-meeting': {
    when: sql`${dms.meetingBooked} = true`,
    set: () => ({ meetingBooked: false, meetingAt: null }),
    refused: 'There is no meeting to undo on this DM.',
  },
};

/**
 * Each transition is one conditional UPDATE; a repeat or stale click gets 409, no change.
 * A reply or meeting sent with a client id that already applied answers with the row (200);
 * with a client id, a DM that is gone (deleted while the log waited offline) is a 409.
 */
export async function transition(
  db: Db,
  { userId }: Member,
  id: DmId,
  kind: Transition,
  clientId?: string,
  /** When it happened, if not now: it waited on the device without a connection. */
  at?: Date,
): Promise<Dm> {
  const rule = transitions[kind];
  const key = kind === 'reply' || kind === 'meeting' ? keyColumn[kind] : undefined;
  // A prospect replies once: its reply and meeting live on its first DM, whichever DM of the
  // conversation they are logged on (docs/decisions/0132-prospects.md).
  const [first] = await queryRows<{ id: DmId }>(
    db,
    sql`select f.id from dm_tracking d
        join dm_tracking f on f.prospect_id = d.prospect_id and f.is_first
        where d.id = ${id} and d.user_id = ${userId}`,
  );
  id = first?.id ?? id;
  const [row] = await db
    .update(dms)
    .set({
      ...rule.set(at ? sql`${at.toISOString()}::timestamptz` : sql`now()`),
      ...(key && clientId ? { [key]: clientId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(dms.id, id), eq(dms.userId, userId), rule.when))
    .returning();
  if (row) return toDm(row);
  const [current] = await db
    .select()
    .from(dms)
    .where(and(eq(dms.id, id), eq(dms.userId, userId)));
  if (!current) {
    throw clientId ? new HttpError(409, 'dm_deleted', DM_DELETED) : notFound('DM not found');
  }
  if (key && clientId && current[key] === clientId) return toDm(current);
  throw conflict(rule.refused);
}

/** A DM's notes are its own; a new name or company is the prospect's, on all its DMs. */
export async function editDm(
  db: Db,
  { userId }: Member,
  id: DmId,
  input: EditDmInput,
): Promise<Dm> {
  const { notes, ...person } = input;
  const row = await db.transaction(async (tx) => {
    const [edited] = await tx
      .update(dms)
      .set({ ...person, ...(notes === undefined ? {} : { notes }), updatedAt: new Date() })
      .where(and(eq(dms.id, id), eq(dms.userId, userId)))
      .returning();
    if (!edited || Object.keys(person).length === 0) return edited;
    await tx.execute(sql`update prospects
                         set name = ${edited.prospectName}, company_name = ${edited.companyName},
                             updated_at = now()
                         where id = ${edited.prospectId} and user_id = ${userId}`);
    await tx.execute(sql`update dm_tracking
                         set prospect_name = ${edited.prospectName},
                             company_name = ${edited.companyName}, updated_at = now()
                         where prospect_id = ${edited.prospectId} and user_id = ${userId}
                           and id <> ${id}`);
    return edited;
  });
  if (!row) throw notFound('DM not found');
  return toDm(row);
}

/**
 * Deletes one DM. When it was a prospect's first DM, the reply and meeting logged on it move to
 * the DM that becomes the first, so the prospect keeps them.
 */
export async function deleteDm(db: Db, { userId }: Member, id: DmId): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(dms)
      .where(and(eq(dms.id, id), eq(dms.userId, userId)))
      .returning();
    const row = gone[0];
    if (row?.isFirst && (row.responseReceived || row.meetingBooked)) {
      await tx.execute(sql`update dm_tracking
                           set response_received = ${row.responseReceived},
                               response_at = greatest(sent_at, ${row.responseAt}),
                               meeting_booked = ${row.meetingBooked},
                               meeting_at = greatest(sent_at, ${row.meetingAt}), updated_at = now()
                           where prospect_id = ${row.prospectId} and is_first`);
    }
    return gone.length;
  });
  if (deleted === 0) throw notFound('DM not found');
}
