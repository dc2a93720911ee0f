/**
 * Published cold-DM reply rates are rough; these bands are labelled as industry estimates
 * (docs/decisions/0116-progress-features.md).
 */
import type { Platform } from './platform';

/** Typical reply rates of cold DMs, in percent (industry estimates, not measurements). */
export const REPLY_RATE_BANDS: Partial<Record<Platform, { low: number; high: number }>> = {
  linkedin: { low: 8, high: 15 },
  instagram: { low: 3, high: 8 },
  twitter: { low: 3, high: 7 },
  facebook: { low: 2, high: 6 },
};

export const BENCHMARK_NOTE =
  'The ranges are industry estimates for cold DMs, not measurements: real rates vary with niche, offer and targeting.';
