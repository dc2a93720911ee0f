import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dmScripts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { parseScriptUsed, savedScriptKey } from '../../../shared/domain/script-used';

/** The script key to store for a DM: a saved script must be one of the member's own. */
export async function resolveScriptUsed(
  db: Db,
  userId: string,
  key: string | undefined,
): Promise<string | null> {
  if (!key) return null;
  const used = parseScriptUsed(key);
  if (!used) throw new HttpError(400, 'unknown_script', 'Choose a script from the list.');
  if (used.kind !== 'saved') return key;
  const [own] = await db
    .select({ id: dmScripts.id })
    .from(dmScripts)
    .where(and(eq(dmScripts.id, used.id), eq(dmScripts.userId, userId)));
  if (!own) throw new HttpError(400, 'unknown_script', 'Choose a script from the list.');
  return savedScriptKey(used.id);
}
