import { z } from 'zod';
import { cadence } from './prospects';

/**
 * The community's follow-up rule (docs/decisions/0132-prospects.md): whether follow-ups count
 * toward the daily goal (by default only new DMs do) and the default cadence of follow-ups.
 */
export const followUpRuleInput = z.strictObject({
  followUpsCount: z.boolean({ error: 'Say whether follow-ups count toward the goal' }),
  cadence,
});
export type FollowUpRule = z.infer<typeof followUpRuleInput>;

export const DEFAULT_FOLLOW_UP_RULE: FollowUpRule = { followUpsCount: false, cadence: [3, 7, 14] };
