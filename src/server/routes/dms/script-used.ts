import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dmScripts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { parseScriptUsed, savedScriptKey } from '../../../shared/domain/script-used';
import type { UserId } from '../../../shared/schemas/ids';

/** The script key to store for a DM: a saved script must be one of the member's own. */
export async function resolveScriptUsed(
  db: Db,
  userId: UserId,
  key: string | undefined,
): Promise<string | null> {
  if (!key) return null;
  const used = parseScriptUsed(key);
  if (!used) throw new HttpError(400, 'unknown_script', 'Choose a script from the list.');
  if (used.kind !== 'saved') return key;
  const [own] = await ownSavedScriptKeys(db, userId, [key]);
  if (!own) throw new HttpError(400, 'unknown_script', 'Choose a script from the list.');
  return own;
}

/** Which of these keys name a saved script of the member's own. */
export async function ownSavedScriptKeys(
  db: Db,
  userId: UserId,
  keys: string[],
): Promise<Set<string>> {
  const ids = [
    ...new Set(
      keys.flatMap((key) => {
        const used = parseScriptUsed(key);
        return used?.kind === 'saved' ? [used.id] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: dmScripts.id })
    .from(dmScripts)
    .where(and(eq(dmScripts.userId, userId), inArray(dmScripts.id, ids)));
  return new Set(rows.map((row) => savedScriptKey(row.id)));
}
