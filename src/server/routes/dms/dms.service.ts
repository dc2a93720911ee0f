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
import type {
  Dm,
  DmLookup,
  EditDmInput,
  LogDmInput,
  LogDmResult,
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
function profileOf(input: { profileUrl: string; platform?: HandlePlatform }) {
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
  return { profile: { url, platform, name }, previouslySentAt: await lastSentTo(db, userId, key) };
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
  return {
    dm: toDm(row),
    previouslySentAt: await lastSentTo(db, userId, row.profileKey, row.sentAt),
  };
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
  const { previouslySentAt, ...row } = inserted;
  return { dm: toDm(row), previouslySentAt: previouslySentAt?.toISOString() ?? null };
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

export async function editDm(
  db: Db,
  { userId }: Member,
  id: DmId,
  input: EditDmInput,
): Promise<Dm> {
  const [row] = await db
    .update(dms)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(dms.id, id), eq(dms.userId, userId)))
    .returning();
  if (!row) throw notFound('DM not found');
  return toDm(row);
}

export async function deleteDm(db: Db, { userId }: Member, id: DmId): Promise<void> {
  const deleted = await db
    .delete(dms)
    .where(and(eq(dms.id, id), eq(dms.userId, userId)))
    .returning({ id: dms.id });
  if (deleted.length === 0) throw notFound('DM not found');
}
