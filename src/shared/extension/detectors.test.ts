import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECTORS } from './default-detectors';
import { canLogByItself } from './can-log-by-itself';
import { detectorsConfig } from './detectors';

describe('the detectors configuration', () => {
  it('accepts the built-in one', () => {
    expect(detectorsConfig.parse(DEFAULT_DETECTORS)).toEqual(DEFAULT_DETECTORS);
  });

  it('refuses code, unknown keys and bad patterns', () => {
    const linkedin = DEFAULT_DETECTORS.platforms.linkedin;
    const withPlatform = (changed: object) => ({
      ...DEFAULT_DETECTORS,
      platforms: { ...DEFAULT_DETECTORS.platforms, linkedin: { ...linkedin, ...changed } },
    });
    expect(detectorsConfig.safeParse(withPlatform({ pages: ['^/messaging(/'] })).success).toBe(
      false,
    );
    expect(detectorsConfig.safeParse(withPlatform({ script: 'alert(1)' })).success).toBe(false);
    expect(detectorsConfig.safeParse(withPlatform({ message: ['x'.repeat(301)] })).success).toBe(
      false,
    );
    expect(detectorsConfig.safeParse({ ...DEFAULT_DETECTORS, format: 2 }).success).toBe(false);
  });

  it('lets only LinkedIn and Instagram log by themselves: the platform’s answer confirms a send there', () => {
    const byItself = Object.entries(DEFAULT_DETECTORS.platforms)
      .filter(([, detectors]) => canLogByItself(detectors))
      .map(([platform]) => platform);
    expect(byItself).toEqual(['linkedin', 'instagram']);
  });
});
