import { z } from 'zod';
import { GOAL_RULE_MAX, GOAL_RULE_MIN, PERSONAL_GOAL_MAX, type GoalRule } from '../domain/goal';

const goalPart = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(GOAL_RULE_MIN, `${label} must be at least ${GOAL_RULE_MIN}`)
    .max(GOAL_RULE_MAX, `${label} must be at most ${GOAL_RULE_MAX}`);

/** The coach's rule for the community's daily goal. */
export const goalRuleInput = z.strictObject({
  soloGoal: goalPart('The solo goal'),
  goalPerSetter: goalPart('The goal per setter'),
});
export type GoalRuleInput = z.infer<typeof goalRuleInput>;

export type GoalRuleResponse = { rule: GoalRule; updatedAt: string | null };

/** A member's own goal; null follows the community's rule again. */
export const personalGoalInput = z.strictObject({
  personalGoal: z
    .number({ error: 'Your goal must be a number' })
    .int('Your goal must be a whole number')
    .min(1, 'Your goal must be at least 1')
    .max(PERSONAL_GOAL_MAX, `Your goal must be at most ${PERSONAL_GOAL_MAX}`)
    .nullable(),
});

export type PersonalGoalResponse = {
  /** The community's goal for the member's mode and setters: the least they may set. */
  communityGoal: number;
  personalGoal: number | null;
  /** The goal in force today. */
  goal: number;
};
