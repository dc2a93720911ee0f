import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dms, profiles, user } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { UserId } from '../../../shared/schemas/ids';

/** Held while an admin account goes, so two admins leaving at once cannot leave none. */
const ADMINS_LOCK = 727_010;

export const LAST_ADMIN_MESSAGE =
  'You are the only admin. Make another member an admin (npm run admin -- promote <email>) before you delete your account.';

/**
 * Deletes an account and every row of it, in one transaction (docs/decisions/0133-privacy.md).
 * The DMs go first, so the prospects' and dm_daily's triggers see their own deletes rather than
 * a cascade half done; the user row then takes every other table with it (each references it
 * ON DELETE CASCADE; an admin's approved_by / updated_by stamps become null). Rate counters and
 * verification rows name the member only inside a text key or value, so they go by that.
 * Answers the address and name the goodbye mail goes to.
 */
export async function deleteAccount(
  db: Db,
  userId: UserId,
  options: { refuseAdmin?: string } = {},
): Promise<{ email: string; name: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
    const [target] = await tx
      .select({
        email: user.email,
        name: user.name,
        fullName: profiles.fullName,
        isAdmin: profiles.isAdmin,
        status: profiles.approvalStatus,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId));
    if (!target) throw notFound('User not found');
    if (target.isAdmin && options.refuseAdmin) throw conflict(options.refuseAdmin);
    if (target.isAdmin && target.status === 'approved') {
      const [{ others }] = await tx
        .select({ others: count() })
        .from(profiles)
        .where(
          and(
            eq(profiles.isAdmin, true),
            eq(profiles.approvalStatus, 'approved'),
            ne(profiles.userId, userId),
          ),
        );
      if (others === 0) throw conflict(LAST_ADMIN_MESSAGE);
    }
    await tx.delete(dms).where(eq(dms.userId, userId));
    const email = target.email.toLowerCase();
    await tx.execute(sql`delete from rate_counters
      where right(key, ${userId.length + 1}) = ${`:${userId}`}
         or right(key, ${email.length + 1}) = ${`:${email}`}
         or strpos(key, ${`:${email}:`}) > 0`);
    await tx.execute(sql`delete from verification
      where strpos(value, ${userId}) > 0 or strpos(identifier, ${userId}) > 0`);
    await tx.delete(user).where(eq(user.id, userId));
    return { email: target.email, name: target.fullName || target.name };
  });
}
