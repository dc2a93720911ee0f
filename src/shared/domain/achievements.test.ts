import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, localDay } from './day';
import { dailyGoal } from './goal';
import { goalLookup, type DayTotals } from './streaks';
import {
  ACHIEVEMENTS,
  COUNT_CAPS,
  achievementRule,
  dayFacts,
  newlyEarned,
  progressOf,
  type AchievementFacts,
} from './achievements';

const SOLO = dailyGoal(true, 0);
const noCounts = { dms: 0, replies: 0, meetings: 0 };

/** `perDay` DMs on each of `count` days ending on `last`. */
function run(last: string, count: number, perDay: number): Map<string, number> {
  return new Map(Array.from({ length: count }, (_, i) => [addDays(last, i - count + 1), perDay]));
}

function facts(today: string, totals: DayTotals, extra: Partial<AchievementFacts> = {}) {
  return { ...noCounts, ...dayFacts(today, totals, goalLookup([], SOLO)), ...extra };
}

describe('the catalogue', () => {
  it('has at least 12 distinct badges with titles and descriptions', () => {
    const codes = ACHIEVEMENTS.map((rule) => rule.code);
    expect(codes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [
      'first_dm',
      'first_reply',
      'first_meeting',
      'goal_smashed',
      'streak_3',
      'streak_7',
      'streak_30',
      'dms_100',
      'dms_1000',
      'dms_10000',
      'meetings_10',
      'perfect_week',
    ]) {
      expect(achievementRule(code), code).toBeDefined();
    }
    for (const rule of ACHIEVEMENTS) {
      expect(rule.title.length).toBeGreaterThan(0);
      expect(rule.description).toMatch(/\.$/);
    }
    expect(COUNT_CAPS).toEqual({ dms: 10_000, replies: 100, meetings: 10 });
  });
});

describe('earning', () => {
  it('earns nothing for a new member', () => {
    expect(newlyEarned(facts('2024-05-10', new Map()), new Set())).toEqual([]);
  });

  it('earns the count badges at their thresholds', () => {
    const f = facts('2024-05-10', new Map(), { dms: 100, replies: 1, meetings: 10 });
    expect(newlyEarned(f, new Set())).toEqual([
      'first_dm',
      'first_reply',
      'first_meeting',
      'dms_100',
      'meetings_10',
    ]);
    expect(newlyEarned({ ...f, dms: 99 }, new Set())).not.toContain('dms_100');
  });

  it('never earns a badge twice', () => {
    const f = facts('2024-05-10', run('2024-05-10', 3, 60), { dms: 180 });
    const first = newlyEarned(f, new Set());
    expect(first).toEqual(
      expect.arrayContaining(['first_dm', 'goal_smashed', 'double_goal', 'streak_3', 'dms_100']),
    );
    expect(newlyEarned(f, new Set(first))).toEqual([]);
  });

  it('earns streak badges from the best run even after it ended (a missed day)', () => {
    const totals = run('2024-05-07', 7, 28);
    totals.set('2024-05-09', 28); // 2024-05-08 missed
    const f = facts('2024-05-10', totals);
    expect(f).toMatchObject({ bestStreak: 7, currentStreak: 1, goalDays: 8 });
    expect(newlyEarned(f, new Set())).toEqual(
      expect.arrayContaining(['goal_smashed', 'streak_3', 'streak_7']),
    );
    expect(newlyEarned(f, new Set())).not.toContain('streak_30');
  });

  it('tells a perfect calendar week from any seven days in a row', () => {
    // Wednesday 2024-05-01 to Tuesday 2024-05-07: seven days, but no full Monday–Sunday week.
    const spread = facts('2024-05-07', run('2024-05-07', 7, 28));
    expect(spread.bestStreak).toBe(7);
    expect(spread.perfectWeek).toBe(false);
    // Monday 2024-05-06 to Sunday 2024-05-12.
    const week = facts('2024-05-12', run('2024-05-12', 7, 28));
    expect(week.perfectWeek).toBe(true);
    expect(newlyEarned(week, new Set())).toContain('perfect_week');
  });

  it('judges goal days by the goal of that day across a mode change', () => {
    // Team with two setters (228) from 2024-05-09; 100 DMs that day do not reach it.
    const goalOn = goalLookup([{ effectiveOn: '2024-05-09', goal: 228 }], 228);
    const totals = new Map([
      ['2024-05-08', 60],
      ['2024-05-09', 100],
    ]);
    const f = { ...noCounts, ...dayFacts('2024-05-09', totals, goalOn) };
    expect(f).toMatchObject({ goalDays: 1, bestDayPercent: 214, todayGoal: 228, todayDms: 100 });
    expect(newlyEarned(f, new Set())).toEqual(['goal_smashed', 'double_goal']);
  });

  it('counts days in each member’s zone (Los Angeles and Sydney)', () => {
    // 14 DMs late on May 1 UTC and 14 early on May 2 UTC: one local day in Los Angeles
    // (afternoon/evening of May 1) but two days in Sydney (straddling its midnight).
    const instants = [
      ...Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2024, 4, 1, 13, 50 + i))),
      ...Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2024, 4, 1, 14, 10 + i))),
    ];
    const totalsIn = (timeZone: string) => {
      const totals = new Map<string, number>();
      for (const instant of instants) {
        const day = localDay(instant, timeZone);
        totals.set(day, (totals.get(day) ?? 0) + 1);
      }
      return totals;
    };
    const la = facts('2024-05-02', totalsIn('America/Los_Angeles'), { dms: 28 });
    const sydney = facts('2024-05-02', totalsIn('Australia/Sydney'), { dms: 28 });
    expect(newlyEarned(la, new Set())).toContain('goal_smashed');
    expect(newlyEarned(sydney, new Set())).not.toContain('goal_smashed');
  });
});

describe('progress', () => {
  it('shows how far along a locked badge is, clamped to its target', () => {
    const f = facts('2024-05-10', run('2024-05-10', 2, 14), { dms: 12_345, replies: 40 });
    const of = (code: string) => progressOf(achievementRule(code)!, f);
    expect(of('dms_10000')).toBe(10_000);
    expect(of('replies_100')).toBe(40);
    expect(of('goal_smashed')).toBe(50);
    expect(of('double_goal')).toBe(50);
    expect(of('streak_7')).toBe(0);
    expect(of('perfect_week')).toBe(0);
  });

  it('is always within 0…target', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 120 }), { maxLength: 40 }),
        fc.nat({ max: 20_000 }),
        (counts, dms) => {
          const totals = new Map(counts.map((n, i) => [addDays('2024-05-31', -i), n]));
          const f = facts('2024-05-31', totals, { dms, replies: dms % 150, meetings: dms % 13 });
          for (const rule of ACHIEVEMENTS) {
            const value = progressOf(rule, f);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(rule.target);
            if (rule.earned(f) && rule.unit !== 'days' && rule.unit !== 'percent') {
              expect(value).toBe(rule.target);
            }
          }
        },
      ),
    );
  });
});
