import { describe, expect, it } from 'vitest';
import { canOfferPushHere, nudgeReachesNobody } from './nudge-reach';

describe('the evening reminder’s reach', () => {
  it('reaches nobody only when on, without email and without any device with push', () => {
    expect(nudgeReachesNobody({ nudgeEnabled: true, nudgeEmail: false }, 0)).toBe(true);
    expect(nudgeReachesNobody({ nudgeEnabled: true, nudgeEmail: true }, 0)).toBe(false);
    expect(nudgeReachesNobody({ nudgeEnabled: true, nudgeEmail: false }, 1)).toBe(false);
    expect(nudgeReachesNobody({ nudgeEnabled: false, nudgeEmail: false }, 0)).toBe(false);
  });

  it('offers push here only where the browser can turn it on', () => {
    expect(canOfferPushHere('off')).toBe(true);
    for (const state of ['on', 'blocked', 'unsupported', undefined] as const) {
      expect(canOfferPushHere(state)).toBe(false);
    }
  });
});
