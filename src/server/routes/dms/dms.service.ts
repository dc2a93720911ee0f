import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dms, setters } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { assertUuid } from '../../http/ids';
import { resolveScriptUsed } from './script-used';
import { parseProfileUrl } from '../../../shared/domain/platform';
import {
  DEFAULT_SETTER,
  INVALID_URL,
  MISSING_INFO,
  type Dm,
  type EditDmInput,
  type LogDmInput,
  type LogDmResult,
} from '../../../shared/schemas/dm';

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

const assertDmId = (id: string) => assertUuid(id, 'DM not found');

/** The setter a DM is logged for: 'Self', or one of the member's active setters (by name). */
async function resolveSetter(db: Db, userId: string, soloMode: boolean, requested?: string) {
  if (soloMode) return DEFAULT_SETTER;
  if (!requested) throw new HttpError(400, 'missing_information', MISSING_INFO.message);
  if (requested.toLowerCase() === DEFAULT_SETTER.toLowerCase()) return DEFAULT_SETTER;
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

/** Log DM: one INSERT (D8) — concurrent logs can never lose a count. */
export async function logDm(
  db: Db,
  viewer: { userId: string; soloMode: boolean },
  input: LogDmInput,
): Promise<LogDmResult> {
  const parsed = parseProfileUrl(input.profileUrl);
  if (!parsed.ok) {
    throw parsed.reason === 'missing'
      ? new HttpError(400, 'missing_information', MISSING_INFO.message, {
          profileUrl: MISSING_INFO.title,
        })
      : new HttpError(400, 'invalid_url', INVALID_URL.message, { profileUrl: INVALID_URL.title });
  }
  const setterName = await resolveSetter(db, viewer.userId, viewer.soloMode, input.setterName);
  const scriptUsed = await resolveScriptUsed(db, viewer.userId, input.scriptUsed);
  const { profile } = parsed;
  // One statement: the newest earlier DM to this profile (D14), read in the same snapshot as
  // the INSERT, so it never sees the new row.
  const previous = db.$with('previous').as(
    db
      .select({ sentAt: dms.sentAt })
      .from(dms)
      .where(and(eq(dms.userId, viewer.userId), eq(dms.profileKey, profile.key)))
      .orderBy(desc(dms.sentAt))
      .limit(1),
  );
  const [{ previouslySentAt, ...row }] = await db
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
    })
    .returning({
      ...getTableColumns(dms),
      previouslySentAt: sql`(select ${previous.sentAt} from ${previous})`.mapWith(dms.sentAt),
    });
  return { dm: toDm(row), previouslySentAt: previouslySentAt?.toISOString() ?? null };
}

/** Tells "not yours / not there" (404) from "wrong state" (409) after a conditional update missed. */
async function explainMiss(
  db: Db,
  userId: string,
  id: string,
  stateMessage: string,
): Promise<never> {
  const [row] = await db
    .select({ id: dms.id })
    .from(dms)
    .where(and(eq(dms.id, id), eq(dms.userId, userId)));
  if (!row) throw notFound('DM not found');
  throw conflict(stateMessage);
}

type Transition = 'reply' | 'meeting' | 'undo-reply' | 'undo-meeting';

const transitions: Record<
  Transition,
  { when: ReturnType<typeof sql>; set: Partial<typeof dms.$inferInsert>; refused: string }
> = {
  reply: {
    when: sql`${dms.responseReceived} = false`,
    set: { responseReceived: true, responseAt: sql`now()` as unknown as Date },
    refused: 'This DM already has a reply logged.',
  },
  meeting: {
    when: sql`${dms.responseReceived} = true and ${dms.meetingBooked} = false`,
    set: { meetingBooked: true, meetingAt: sql`now()` as unknown as Date },
    refused:
      'A meeting needs a reply first, and this DM has no open reply (or already has a meeting).',
  },
  'undo-reply': {
    when: sql`${dms.responseReceived} = true and ${dms.meetingBooked} = false`,
    set: { responseReceived: false, responseAt: null },
    refused: 'There is no reply to undo, or a meeting was booked on it.',
  },
  'undo-meeting': {
    when: sql`${dms.meetingBooked} = true`,
    set: { meetingBooked: false, meetingAt: null },
    refused: 'There is no meeting to undo on this DM.',
  },
};

/** D9: each transition is one conditional UPDATE; a repeat or stale click gets 409, no change. */
export async function transition(
  db: Db,
  userId: string,
  id: string,
  kind: Transition,
): Promise<Dm> {
  assertDmId(id);
  const rule = transitions[kind];
  const [row] = await db
    .update(dms)
    .set({ ...rule.set, updatedAt: new Date() })
    .where(and(eq(dms.id, id), eq(dms.userId, userId), rule.when))
    .returning();
  if (!row) return explainMiss(db, userId, id, rule.refused);
  return toDm(row);
}

export async function editDm(db: Db, userId: string, id: string, input: EditDmInput): Promise<Dm> {
  assertDmId(id);
  const [row] = await db
    .update(dms)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(dms.id, id), eq(dms.userId, userId)))
    .returning();
  if (!row) throw notFound('DM not found');
  return toDm(row);
}

export async function deleteDm(db: Db, userId: string, id: string): Promise<void> {
  assertDmId(id);
  const deleted = await db
    .delete(dms)
    .where(and(eq(dms.id, id), eq(dms.userId, userId)))
    .returning({ id: dms.id });
  if (deleted.length === 0) throw notFound('DM not found');
}
