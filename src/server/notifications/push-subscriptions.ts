import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { PushSubscriptionInput } from '../../shared/schemas/notifications';
import type { SessionId, UserId } from '../../shared/schemas/ids';

/**
 * Stores this device's subscription for the member, bound to the session that made it. An
 * endpoint belongs to the member who registered it first until it is removed (sign-out on that
 * device, Turn off, or the push service forgetting it): the member re-subscribing updates it,
 * anyone else gets false and changes nothing.
 */
export async function savePushSubscription(
  db: Db,
  owner: { userId: UserId; sessionId: SessionId },
  input: PushSubscriptionInput,
): Promise<boolean> {
  const row = { ...owner, p256dh: input.keys.p256dh, auth: input.keys.auth };
  const saved = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...row })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: row,
      setWhere: eq(pushSubscriptions.userId, owner.userId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

export async function removePushSubscription(
  db: Db,
  userId: UserId,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function memberPushSubscriptions(db: Db, userId: UserId) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function countPushDevices(db: Db, userId: UserId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row.n;
}

export async function deletePushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
