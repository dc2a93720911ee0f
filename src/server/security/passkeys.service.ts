import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkey } from '../db/schema';
import { notFound } from '../http/errors';
import type { PasskeySummary } from '../../shared/schemas/passkey';
import type { PasskeyId, UserId } from '../../shared/schemas/ids';

/**
 * The member's passkeys for Settings. better-auth's passkey plugin writes them (the WebAuthn
 * ceremonies); naming and removing one is a plain row change, scoped to its owner.
 */
export async function listPasskeys(db: Db, userId: UserId): Promise<PasskeySummary[]> {
  const rows = await db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? 'Passkey',
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  }));
}

const NO_SUCH_PASSKEY = 'No such passkey.';

export async function renamePasskey(db: Db, userId: UserId, id: PasskeyId, name: string) {
  const [row] = await db
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ id: passkey.id });
  if (!row) throw notFound(NO_SUCH_PASSKEY);
}

export async function removePasskey(db: Db, userId: UserId, id: PasskeyId) {
  const [row] = await db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ id: passkey.id });
  if (!row) throw notFound(NO_SUCH_PASSKEY);
}
