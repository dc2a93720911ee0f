import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { goalProgress, overTargetText, remainingText } from './progress';

const sent = fc.integer({ min: 0, max: 5_000 });
const goal = fc.integer({ min: 1, max: 600 });

describe('goalProgress', () => {
  it('works the examples', () => {
    expect(goalProgress(0, 28)).toEqual({
      percent: 0,
      bar: 0,
      overflow: 0,
      reached: false,
      remaining: 28,
      over: 0,
    });
    expect(goalProgress(14, 28)).toMatchObject({ percent: 50, bar: 50, overflow: 0 });
    expect(goalProgress(28, 28)).toMatchObject({ bar: 100, overflow: 0, reached: true, over: 0 });
    expect(goalProgress(42, 28)).toMatchObject({ percent: 150, bar: 100, overflow: 50, over: 14 });
    expect(goalProgress(56, 28)).toMatchObject({ percent: 200, bar: 100, overflow: 100 });
    expect(goalProgress(500, 28)).toMatchObject({ bar: 100, overflow: 100, over: 472 });
    expect(goalProgress(57, 228)).toMatchObject({ percent: 25, remaining: 171 });
  });

  it('caps the bar at 100 and the overlay at 200 % (property)', () => {
    fc.assert(
      fc.property(sent, goal, (s, g) => {
        const p = goalProgress(s, g);
        expect(p.bar).toBeGreaterThanOrEqual(0);
        expect(p.bar).toBeLessThanOrEqual(100);
        expect(p.overflow).toBeGreaterThanOrEqual(0);
        expect(p.overflow).toBeLessThanOrEqual(100);
        expect(p.overflow > 0).toBe(s > g);
        if (p.overflow > 0) expect(p.bar).toBe(100);
        expect(p.bar + p.overflow).toBeCloseTo(Math.min(200, (s / g) * 100));
      }),
    );
  });

  it('is reached exactly at the goal, and remaining/over add up (property)', () => {
    fc.assert(
      fc.property(sent, goal, (s, g) => {
        const p = goalProgress(s, g);
        expect(p.reached).toBe(s >= g);
        expect(p.remaining === 0).toBe(p.reached);
        expect(s + p.remaining - p.over).toBe(g);
      }),
    );
  });

  it('never goes backwards as DMs are added (property)', () => {
    fc.assert(
      fc.property(sent, goal, (s, g) => {
        const a = goalProgress(s, g);
        const b = goalProgress(s + 1, g);
        expect(b.bar + b.overflow).toBeGreaterThanOrEqual(a.bar + a.overflow);
        expect(b.remaining).toBeLessThanOrEqual(a.remaining);
      }),
    );
  });

  it('tolerates nonsense input without NaN', () => {
    for (const [s, g] of [
      [-5, 28],
      [Number.NaN, 28],
      [3, 0],
      [3, -1],
      [Infinity, 28],
    ]) {
      const p = goalProgress(s, g);
      for (const value of Object.values(p)) {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }
  });
});

describe('texts', () => {
  it('says what is left to the solo or team goal', () => {
    expect(remainingText(0, 28, true)).toBe('28 DMs remaining to reach your solo goal');
    expect(remainingText(27, 28, true)).toBe('1 DM remaining to reach your solo goal');
    expect(remainingText(28, 228, false)).toBe('200 DMs remaining to reach your team goal');
    expect(remainingText(28, 28, true)).toBe('Solo goal reached!');
    expect(remainingText(14, 228, false, false)).toBe(
      '214 new DMs remaining to reach your team goal',
    );
    expect(remainingText(27, 28, true, false)).toBe('1 new DM remaining to reach your solo goal');
    expect(remainingText(300, 228, false)).toBe('Team goal reached!');
  });

  it('writes the over-target text only above 100 %', () => {
    expect(overTargetText(27, 28)).toBeNull();
    expect(overTargetText(28, 28)).toBeNull();
    expect(overTargetText(29, 28)).toBe('103% of target · 1 DM over');
    expect(overTargetText(84, 28)).toBe('300% of target · 56 DMs over');
    expect(overTargetText(29, 28, false)).toBe('103% of target · 1 new DM over');
  });
});
