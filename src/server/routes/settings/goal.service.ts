import type { Db } from '../../db/client';
import { goalsOf, readGoalRule, updateProfileGoal } from '../../goals/goals.service';
import { HttpError } from '../../http/errors';
import type { ProfileRow, Member } from '../../profiles/profiles.service';
import { localDay } from '../../../shared/domain/day';
import { dailyGoal, type GoalRule } from '../../../shared/domain/goal';
import type { PersonalGoalResponse } from '../../../shared/schemas/goal';

const communityGoalOf = (rule: GoalRule, profile: ProfileRow) =>
  dailyGoal(profile.soloMode, profile.settersCount, rule);

export async function personalGoal(
  db: Db,
  profile: ProfileRow,
  now = new Date(),
): Promise<PersonalGoalResponse> {
  const [{ rule }, goalOn] = await Promise.all([readGoalRule(db), goalsOf(db, profile)]);
  return {
    communityGoal: communityGoalOf(rule, profile),
    personalGoal: profile.personalGoal,
    goal: goalOn(localDay(now, profile.timeZone)),
  };
}

/** A member raises their own goal (or follows the community's again with null); never lower. */
export async function setPersonalGoal(
  db: Db,
  { userId }: Member,
  goal: number | null,
  now = new Date(),
): Promise<PersonalGoalResponse> {
  const row = await updateProfileGoal(db, userId, { personalGoal: goal }, now, (rule, current) => {
    const least = communityGoalOf(rule, current);
    if (goal !== null && goal < least) {
      throw new HttpError(
        400,
        'goal_below_community',
        `Your goal can't be below the community's goal of ${least} DMs a day.`,
        { personalGoal: `At least ${least}` },
      );
    }
  });
  return personalGoal(db, row, now);
}
