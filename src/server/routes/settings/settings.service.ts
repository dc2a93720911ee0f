import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { SettingsInput } from '../../../shared/schemas/profile';
import { recordGoal, type ProfileRow } from '../../profiles/profiles.service';

export async function updateSettings(
  db: Db,
  userId: string,
  input: SettingsInput,
): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  if (input.soloMode !== undefined || input.settersCount !== undefined) await recordGoal(db, row);
  return row;
}
