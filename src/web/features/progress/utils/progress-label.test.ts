import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Achievement } from '@/shared/schemas/progress';
import { progressLabel } from './progress-label';

const badge = (unit: Achievement['unit'], progress: number, target: number): Achievement => ({
  code: 'x',
  title: 'X',
  description: '',
  category: 'volume',
  unit,
  target,
  progress,
  earnedAt: null,
});

describe('progressLabel', () => {
  beforeEach(() => vi.stubGlobal('navigator', { language: 'en-US' }));
  afterEach(() => vi.unstubAllGlobals());

  it('says today’s share of the goal and the share needed apart, never a percent of a percent', () => {
    expect(progressLabel(badge('percent', 6, 200))).toBe('Today: 6% of your goal (200% needed)');
    expect(progressLabel(badge('percent', 50, 100))).toBe('Today: 50% of your goal (100% needed)');
  });

  it('counts with the noun of the target', () => {
    expect(progressLabel(badge('dms', 58, 100))).toBe('58 / 100 DMs');
    expect(progressLabel(badge('dms', 0, 1))).toBe('0 / 1 DM');
  });
});
