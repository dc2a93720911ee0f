import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handlePlatforms } from '@/shared/domain/prospect-input';
import { storedPlatform } from './last-platform';

describe('storedPlatform', () => {
  it('is the platform the member picked before', () => {
    for (const platform of handlePlatforms) expect(storedPlatform(platform)).toBe(platform);
  });

  it('is none until the member has picked one: a handle is never silently LinkedIn', () => {
    expect(storedPlatform(null)).toBeUndefined();
    expect(storedPlatform('')).toBeUndefined();
    expect(storedPlatform('other')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const platform = storedPlatform(stored);
        expect(platform === undefined || platform === stored).toBe(true);
      }),
    );
  });
});
