import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema';
import type { UserId } from '../../shared/schemas/ids';

export type Member = {
  userId: UserId;
  email: string;
  name: string;
  timeZone: string;
  soloMode: boolean;
  settersCount: number;
  personalGoal: number | null;
  isAdmin: boolean;
  approved: boolean;
};

/** What a notification needs to know about its member, or null when the account is gone. */
export async function loadMember(db: Db, userId: UserId): Promise<Member | null> {
  const [row] = await db
    .select({
      userId: profiles.userId,
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      timeZone: profiles.timeZone,
      soloMode: profiles.soloMode,
      settersCount: profiles.settersCount,
      personalGoal: profiles.personalGoal,
      isAdmin: profiles.isAdmin,
      approvalStatus: profiles.approvalStatus,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const { fullName, approvalStatus, ...rest } = row;
  return { ...rest, name: fullName || row.name, approved: approvalStatus === 'approved' };
}
