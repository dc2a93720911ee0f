import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOM_OBJECTION_TONE } from '../../../shared/content/objections';
import type { CustomObjection, saveObjectionInput } from '../../../shared/schemas/objections';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { customObjections } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { ObjectionId } from '../../../shared/schemas/ids';

export const MAX_CUSTOM_OBJECTIONS = 500;

type Row = typeof customObjections.$inferSelect;

function toCustomObjection(row: Row): CustomObjection {
  return {
    id: row.id,
    category: row.category,
    objection: row.objection,
    response: row.response,
    tone: row.tone,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listObjections(db: Db, { userId }: Member): Promise<CustomObjection[]> {
  const rows = await db
    .select()
    .from(customObjections)
    .where(eq(customObjections.userId, userId))
    .orderBy(desc(customObjections.createdAt), desc(customObjections.id))
    .limit(MAX_CUSTOM_OBJECTIONS);
  return rows.map(toCustomObjection);
}

/**
 * Custom objections live in the database, per member, with the tone 'professional'
 * (docs/decisions/0114-custom-objections-saved.md).
 */
export async function saveObjection(
  db: Db,
  { userId }: Member,
  input: z.output<typeof saveObjectionInput>,
): Promise<CustomObjection> {
  const [{ saved }] = await db
    .select({ saved: count() })
    .from(customObjections)
    .where(eq(customObjections.userId, userId));
  if (saved >= MAX_CUSTOM_OBJECTIONS) {
    throw conflict(
      `You have ${MAX_CUSTOM_OBJECTIONS} custom objections. Delete some before adding more.`,
    );
  }
  const [row] = await db
    .insert(customObjections)
    .values({
      userId,
      objection: input.objection,
      response: input.response,
      category: input.category,
      tone: CUSTOM_OBJECTION_TONE,
    })
    .returning();
  return toCustomObjection(row);
}

export async function deleteObjection(db: Db, { userId }: Member, id: ObjectionId): Promise<void> {
  const deleted = await db
    .delete(customObjections)
    .where(and(eq(customObjections.id, id), eq(customObjections.userId, userId)))
    .returning({ id: customObjections.id });
  if (deleted.length === 0) throw notFound('Objection not found');
}
