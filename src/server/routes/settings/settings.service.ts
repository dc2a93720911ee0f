import type { SettingsInput } from '../../../shared/schemas/profile';
import type { ProfileRow, Member } from '../../profiles/profiles.service';
import type { Db } from '../../db/client';
import { updateProfileGoal } from '../../goals/goals.service';

export async function updateSettings(
  db: Db,
  { userId }: Member,
  input: SettingsInput,
): Promise<ProfileRow> {
  return updateProfileGoal(db, userId, input);
}
