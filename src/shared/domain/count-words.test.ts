import { describe, expect, it } from 'vitest';
import { goalCountLabel, goalCountOf, goalCountRule } from './count-words';

describe('count words', () => {
  it('names what the goal counts by the community’s rule', () => {
    expect(goalCountLabel(false)).toBe('New DMs');
    expect(goalCountLabel(true)).toBe('DMs');
    expect(goalCountOf(1, false)).toBe('1 new DM');
    expect(goalCountOf(14, false)).toBe('14 new DMs');
    expect(goalCountOf(18, true)).toBe('18 DMs');
    expect(goalCountOf(1200, true, '1,200')).toBe('1,200 DMs');
    expect(goalCountRule(false)).toContain('not follow-ups');
    expect(goalCountRule(true)).toContain('New DMs and follow-ups');
  });
});
