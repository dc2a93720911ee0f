import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, session, user } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Member } from '../../profiles/profiles.service';
import type { AdminUser } from '../../../shared/schemas/admin';
import type { UserId } from '../../../shared/schemas/ids';

export async function listMembers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select({
      userId: profiles.userId,
      email: user.email,
      fullName: profiles.fullName,
      company: profiles.company,
      approvalStatus: profiles.approvalStatus,
      isAdmin: profiles.isAdmin,
      twoFactorEnabled: user.twoFactorEnabled,
      approvedAt: profiles.approvedAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .orderBy(desc(profiles.createdAt));
  return rows.map((row) => ({
    ...row,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** How many sign-ups wait for a decision: the navigation's badge on Admin (a count on profiles_status_idx). */
export async function pendingCount(db: Db): Promise<{ pending: number }> {
  const [row] = await db
    .select({ pending: count() })
    .from(profiles)
    .where(eq(profiles.approvalStatus, 'pending'));
  return { pending: row?.pending ?? 0 };
}

/**
 * Approve stamps approved_at/approved_by; reject clears both. Only a pending account may be
 * decided, except a rejected one's Reconsider (docs/decisions/0101-server-enforced-approval.md).
 * The WHERE clause makes the change conditional, so two admins clicking at once cannot both win.
 */
export async function decide(
  db: Db,
  admin: Member,
  targetId: UserId,
  status: 'approved' | 'rejected',
) {
  // Rejecting an approved member suspends them; approving a rejected one reinstates them.
  const allowedFrom: Array<'pending' | 'approved' | 'rejected'> =
    status === 'approved' ? ['pending', 'rejected'] : ['pending', 'approved'];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set(
        status === 'approved'
          ? { approvalStatus: status, approvedAt: sql`now()`, approvedBy: admin.userId }
          : { approvalStatus: status, approvedAt: null, approvedBy: null },
      )
      .where(
        and(
          eq(profiles.userId, targetId),
          inArray(profiles.approvalStatus, allowedFrom),
          eq(profiles.isAdmin, false),
        ),
      )
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ status: profiles.approvalStatus, isAdmin: profiles.isAdmin })
        .from(profiles)
        .where(eq(profiles.userId, targetId));
      if (!existing) throw notFound('User not found');
      if (existing.isAdmin) throw conflict('An admin account cannot be suspended or rejected.');
      throw conflict(`This account is already ${existing.status}.`);
    }
    // A rejected member loses access at once: end every session they hold.
    if (status === 'rejected') await tx.delete(session).where(eq(session.userId, targetId));
    const [account] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, targetId));
    return { profile: row, email: account.email, name: row.fullName ?? account.name };
  });
}
