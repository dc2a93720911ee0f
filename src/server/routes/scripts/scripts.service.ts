import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedScript, saveScriptInput } from '../../../shared/schemas/scripts';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { dmScripts } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { ScriptId } from '../../../shared/schemas/ids';

/**
 * A member keeps at most this many saved scripts (the original product set no limit; this keeps
 * lists sane). See docs/product.md, Validation and limits.
 */
export const MAX_SAVED_SCRIPTS = 500;

type Row = typeof dmScripts.$inferSelect;

function toSavedScript(row: Row): SavedScript {
  return {
    id: row.id,
    scriptType: row.scriptType,
    tone: row.tone,
    prospectName: row.prospectName,
    companyName: row.companyName,
    industry: row.industry,
    painPoint: row.painPoint,
    offer: row.offer,
    customContext: row.customContext,
    generatedScript: row.generatedScript,
    writer: row.writer,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listScripts(db: Db, { userId }: Member): Promise<SavedScript[]> {
  const rows = await db
    .select()
    .from(dmScripts)
    .where(eq(dmScripts.userId, userId))
    .orderBy(desc(dmScripts.createdAt), desc(dmScripts.id))
    .limit(MAX_SAVED_SCRIPTS);
  return rows.map(toSavedScript);
}

export async function saveScript(
  db: Db,
  { userId }: Member,
  input: z.output<typeof saveScriptInput>,
): Promise<SavedScript> {
  const [{ saved }] = await db
    .select({ saved: count() })
    .from(dmScripts)
    .where(eq(dmScripts.userId, userId));
  if (saved >= MAX_SAVED_SCRIPTS) {
    throw conflict(`You have ${MAX_SAVED_SCRIPTS} saved scripts. Delete some before saving more.`);
  }
  const [row] = await db
    .insert(dmScripts)
    .values({
      userId,
      scriptType: input.scriptType,
      tone: input.tone,
      prospectName: input.prospect,
      companyName: input.company,
      industry: input.industry,
      painPoint: input.painPoint,
      offer: input.offer,
      customContext: input.customContext,
      generatedScript: input.generatedScript,
      writer: input.writer,
    })
    .returning();
  return toSavedScript(row);
}

export async function deleteScript(db: Db, { userId }: Member, id: ScriptId): Promise<void> {
  const deleted = await db
    .delete(dmScripts)
    .where(and(eq(dmScripts.id, id), eq(dmScripts.userId, userId)))
    .returning({ id: dmScripts.id });
  if (deleted.length === 0) throw notFound('Script not found');
}
