/**
 * One word for each count, on every screen, export, mail and API text (docs/product.md,
 * Everywhere: Counts): a **new DM** is the first DM to a prospect, a **follow-up** each later DM
 * to it, and **DMs** only ever means both together. What the daily goal, the streak and the
 * leaderboard count is the community's goal rule: new DMs, or every DM where the coach counts
 * follow-ups (docs/decisions/0132-prospects.md).
 */

/** The goal's count as a label: 'New DMs', or 'DMs' where follow-ups count toward the goal. */
export const goalCountLabel = (followUpsCount: boolean) => (followUpsCount ? 'DMs' : 'New DMs');

/** `n` of what the goal counts, with its noun: '1 new DM', '14 new DMs', '18 DMs'. */
export function goalCountOf(count: number, followUpsCount: boolean, formatted = String(count)) {
  const noun = followUpsCount ? 'DM' : 'new DM';
  return `${formatted} ${noun}${count === 1 ? '' : 's'}`;
}

/** What the goal counts, said beside the goal badge and the leaderboard's count. */
export const goalCountRule = (followUpsCount: boolean) =>
  followUpsCount
    ? 'New DMs and follow-ups count toward the goal (the community’s goal rule).'
    : 'Only new DMs count toward the goal, not follow-ups (the community’s goal rule).';
