import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema';
import type { Profile } from '../../shared/schemas/profile';
import type { UserId } from '../../shared/schemas/ids';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * The signed-in member as a service receives it: `service(db, member, input…, now?)`, with
 * `c.get('viewer').profile` from the route. A service names the fields it reads beyond userId.
 */
export type Member<K extends keyof ProfileRow = 'userId'> = Pick<ProfileRow, 'userId' | K>;

export function toProfile(row: ProfileRow, email: string): Profile {
  return {
    userId: row.userId,
    email,
    fullName: row.fullName,
    company: row.company,
    industry: row.industry,
    isAdmin: row.isAdmin,
    approvalStatus: row.approvalStatus,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    soloMode: row.soloMode,
    settersCount: row.settersCount,
    hideFromLeaderboard: row.hideFromLeaderboard,
    personalGoal: row.personalGoal,
    createdAt: row.createdAt.toISOString(),
  };
}

type NewMember = { id: UserId; email: string; name: string };

/**
 * Creates the profile of a new account. The very first account, and any listed in
 * ADMIN_EMAILS, is admin and approved at once; everybody else starts pending
 * (docs/decisions/0100-first-admin.md). The advisory lock makes "first" exact when sign-ups
 * race.
 */
export async function createProfile(
  db: Db,
  member: NewMember,
  adminEmails: string[],
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx.select().from(profiles).where(eq(profiles.userId, member.id));
    if (existing) return existing;
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(profiles);
    const [account] = await tx
      .select({ company: user.company, industry: user.industry })
      .from(user)
      .where(eq(user.id, member.id));
    const admin = count === 0 || adminEmails.includes(member.email.toLowerCase());
    const [row] = await tx
      .insert(profiles)
      .values({
        userId: member.id,
        fullName: member.name,
        company: account?.company ?? null,
        industry: account?.industry ?? null,
        isAdmin: admin,
        approvalStatus: admin ? 'approved' : 'pending',
        approvedAt: admin ? new Date() : null,
      })
      .returning();
    return row;
  });
}

export async function findProfile(db: Db, userId: UserId): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}
