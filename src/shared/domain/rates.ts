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

/**
 * A rate as text with one decimal ('12.5', no sign): prospectRate(part, prospects) rounded half
 * up, the digits every screen shows (rateIn's Intl.NumberFormat rounds the rate's shortest
 * decimal half up), worked out from the parts so an exact tie such as 3 of 2,000 reads 0.2 and not
 * the 0.1 that `toFixed` gives its binary double. '' when there is no rate. For texts that are not
 * a screen and carry the parts beside them: the cohort CSV.
 */
export function rateDigits(part: number, prospects: number): string {
  if (!(prospects > 0)) return '';
  // An exact tie, k + 0.5 tenths, is a double exactly, so Math.round takes it up.
  const tenths = Math.round((Math.min(Math.max(0, part), prospects) * 1000) / prospects);
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rate in percent with one decimal as `locale` writes it, no space: '36.4%'. Intl rounds the
 * rate's shortest decimal half up, so 3 of 2,000 reads 0.2 % (toFixed would give 0.1). The screens
 * pass the browser's locale (formatRate), the server's texts 'en-US'.
 */
export function rateIn(locale: string, rate: number): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    rateFormats.set(locale, format);
  }
  return `${format.format(rate)}%`;
}

/**
 * The prospects first messaged in a period (`prospects`: the period's new DMs) and how many of
 * them replied / booked a meeting: the numerators and denominator of both rates, beside them.
 */
export type ProspectCounts = { prospects: number; replied: number; booked: number };

/** Both rates of `counts`, by prospectRate. */
export function prospectRates({ prospects, replied, booked }: ProspectCounts): {
  replyRate: number | null;
  meetingRate: number | null;
} {
  return {
    replyRate: prospectRate(replied, prospects),
    meetingRate: prospectRate(booked, prospects),
  };
}

/** How a screen names the period a rate is over: "of prospects first messaged <period>". */
export const RATE_BASIS = 'of prospects first messaged';

/** The periods a rate is shown over, as the hint beside it says them. */
type RatePeriod =
  'today' | 'this day' | 'this week' | 'in this range' | 'in this period' | 'in the last 30 days';

/** The hint beside a rate: 'of prospects first messaged this week'. */
export const rateBasis = (period: RatePeriod) => `${RATE_BASIS} ${period}`;
