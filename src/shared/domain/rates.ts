/**
 * The one definition of the reply and meeting rates (docs/decisions/0132-prospects.md), the same
 * on every screen, export and mail: of the prospects first messaged in a period (their new DM
 * was sent in it), the share who replied / booked a meeting, each prospect counted once, in
 * percent. Follow-ups never add to the denominator. null when no prospect was first messaged in
 * the period: there is no rate, which is not 0 %.
 */
export function prospectRate(part: number, prospects: number): number | null {
  if (!(prospects > 0)) return null;
  return (Math.min(Math.max(0, part), prospects) * 100) / prospects;
}

/** How a screen names the period a rate is over: "of prospects first messaged <period>". */
export const RATE_BASIS = 'of prospects first messaged';
