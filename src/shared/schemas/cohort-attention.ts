/**
 * Why the coach's view flags a member, without zod: the admin page shows the labels and imports
 * them from here, so it does not pull in the schema library before it paints.
 */
export const attentionReasons = ['no_recent_dm', 'streak_broken', 'low_reply_rate'] as const;
export type AttentionReason = (typeof attentionReasons)[number];

export const attentionLabels: Record<AttentionReason, string> = {
  no_recent_dm: 'No DM in 3 days',
  streak_broken: 'Streak broken yesterday',
  low_reply_rate: 'Reply rate far below the cohort',
};
