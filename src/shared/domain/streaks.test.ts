import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, localDay } from './day';
import { dailyGoal } from './goal';
import {
  goalLookup,
  longestRun,
  recentDays,
  summarizeStreak,
  type DayTotals,
  type GoalChange,
} from './streaks';

const SOLO = dailyGoal(true, 0);

/** Per-day totals from DM instants, as a member in `timeZone` sees them. */
function totalsIn(timeZone: string, instants: Date[]): DayTotals {
  const totals = new Map<string, number>();
  for (const instant of instants) {
    const day = localDay(instant, timeZone);
    totals.set(day, (totals.get(day) ?? 0) + 1);
  }
  return totals;
}

/** `count` DMs one minute apart from `start`. */
function burst(start: string, count: number): Date[] {
  const first = new Date(start).getTime();
  return Array.from({ length: count }, (_, index) => new Date(first + index * 60_000));
}

const days = (entries: Record<string, number>): DayTotals => new Map(Object.entries(entries));

describe('goalLookup', () => {
  it('uses the current goal when the goal never changed', () => {
    const goalOn = goalLookup([], 228);
    expect(goalOn('2024-01-01')).toBe(228);
  });

  it('uses the latest change on or before the day, and the defaults before any change', () => {
    const changes: GoalChange[] = [
      { effectiveOn: '2024-03-10', goal: 128 },
      { effectiveOn: '2024-03-05', goal: 228 },
    ];
    const goalOn = goalLookup(changes, 128);
    expect(goalOn('2024-03-04')).toBe(SOLO);
    expect(goalOn('2024-03-05')).toBe(228);
    expect(goalOn('2024-03-09')).toBe(228);
    expect(goalOn('2024-03-10')).toBe(128);
    expect(goalOn('2025-01-01')).toBe(128);
  });
});

describe('summarizeStreak', () => {
  const solo = goalLookup([], SOLO);

  it('counts today once the goal is reached', () => {
    const totals = days({ '2024-05-01': 28, '2024-05-02': 30, '2024-05-03': 28 });
    const summary = summarizeStreak('2024-05-03', totals, solo);
    expect(summary).toMatchObject({ current: 3, best: 3, status: 'reached', remainingToday: 0 });
  });

  it('keeps the streak, at risk, while today is not reached yet', () => {
    const totals = days({ '2024-05-01': 28, '2024-05-02': 30, '2024-05-03': 27 });
    const summary = summarizeStreak('2024-05-03', totals, solo);
    expect(summary).toMatchObject({ current: 2, best: 2, status: 'at_risk', remainingToday: 1 });
    expect(summary.today).toEqual({ day: '2024-05-03', dms: 27, goal: SOLO, reached: false });
  });

  it('breaks the streak only after a full day is missed, and keeps the best', () => {
    const totals = days({
      '2024-05-01': 40,
      '2024-05-02': 40,
      '2024-05-03': 40,
      // 2024-05-04: no activity at all
      '2024-05-05': 28,
    });
    expect(summarizeStreak('2024-05-05', totals, solo)).toMatchObject({
      current: 1,
      best: 3,
      status: 'reached',
    });
    expect(summarizeStreak('2024-05-06', totals, solo)).toMatchObject({
      current: 1,
      status: 'at_risk',
    });
    expect(summarizeStreak('2024-05-07', totals, solo)).toMatchObject({
      current: 0,
      best: 3,
      status: 'none',
    });
  });

  it('starts from nothing for a member with no activity', () => {
    expect(summarizeStreak('2024-05-07', new Map(), solo)).toMatchObject({
      current: 0,
      best: 0,
      status: 'none',
      remainingToday: SOLO,
    });
  });

  it('judges each day by the goal that applied that day across a mode change', () => {
    // Solo (28) until 2024-06-03, then team with one setter (128) from 2024-06-04.
    const goalOn = goalLookup([{ effectiveOn: '2024-06-04', goal: 128 }], 128);
    const totals = days({
      '2024-06-01': 30,
      '2024-06-02': 30,
      '2024-06-03': 30,
      '2024-06-04': 130,
      '2024-06-05': 100, // below the team goal
    });
    expect(summarizeStreak('2024-06-04', totals, goalOn)).toMatchObject({
      current: 4,
      status: 'reached',
    });
    const after = summarizeStreak('2024-06-05', totals, goalOn);
    expect(after).toMatchObject({ current: 4, best: 4, status: 'at_risk', remainingToday: 28 });
    expect(summarizeStreak('2024-06-06', totals, goalOn)).toMatchObject({
      current: 0,
      best: 4,
    });
  });

  it('puts DMs around midnight on the member’s own local day (Los Angeles and Sydney)', () => {
    // 28 DMs from 06:30 to 06:57 UTC on May 1–3: in Los Angeles (UTC-7) that is 23:30 on the
    // evening before, in Sydney (UTC+10) 16:30 on the same date.
    const instants = ['2024-05-01', '2024-05-02', '2024-05-03'].flatMap((day) =>
      burst(`${day}T06:30:00Z`, 28),
    );
    const goalOn = goalLookup([], SOLO);
    const la = totalsIn('America/Los_Angeles', instants);
    expect([...la.keys()]).toEqual(['2024-04-30', '2024-05-01', '2024-05-02']);
    // On May 3 in Los Angeles nothing is sent yet: the 3-day streak is at risk, not broken.
    expect(summarizeStreak('2024-05-03', la, goalOn)).toMatchObject({
      current: 3,
      status: 'at_risk',
      remainingToday: 28,
    });

    const sydney = totalsIn('Australia/Sydney', instants);
    expect([...sydney.keys()]).toEqual(['2024-05-01', '2024-05-02', '2024-05-03']);
    expect(summarizeStreak('2024-05-03', sydney, goalOn)).toMatchObject({
      current: 3,
      status: 'reached',
    });
    // Two days on, Los Angeles has missed May 3 entirely; the streak is over.
    expect(summarizeStreak('2024-05-04', la, goalOn)).toMatchObject({ current: 0, best: 3 });
  });

  it('sees the same instants as different days before and after local midnight', () => {
    // 00:30 UTC on 2024-05-02 is still 2024-05-01 in Los Angeles but 10:30 on 05-02 in Sydney.
    const lateEvening = burst('2024-05-02T00:30:00Z', 28);
    const goalOn = goalLookup([], SOLO);
    expect(
      summarizeStreak('2024-05-01', totalsIn('America/Los_Angeles', lateEvening), goalOn),
    ).toMatchObject({ current: 1, status: 'reached' });
    expect(
      summarizeStreak('2024-05-02', totalsIn('Australia/Sydney', lateEvening), goalOn),
    ).toMatchObject({ current: 1, status: 'reached' });
    expect(
      summarizeStreak('2024-05-01', totalsIn('Australia/Sydney', lateEvening), goalOn).current,
    ).toBe(0);
  });

  it('runs across a daylight-saving change (23- and 25-hour days)', () => {
    const timeZone = 'America/Los_Angeles';
    // 2024-03-10 and 2024-11-03 are the change days in Los Angeles.
    const instants = [
      ...burst('2024-03-09T20:00:00Z', 28),
      ...burst('2024-03-10T20:00:00Z', 28),
      ...burst('2024-03-11T20:00:00Z', 28),
      ...burst('2024-11-03T07:30:00Z', 28), // 00:30 local, first hour of a 25-hour day
      ...burst('2024-11-04T07:30:00Z', 28), // 23:30 local on 11-03 (back on PST)
    ];
    const totals = totalsIn(timeZone, instants);
    expect(totals.get('2024-11-03')).toBe(56);
    expect(summarizeStreak('2024-03-11', totals, goalLookup([], SOLO)).current).toBe(3);
    expect(summarizeStreak('2024-11-03', totals, goalLookup([], SOLO)).current).toBe(1);
  });

  it('lists recent days oldest first with their own goals', () => {
    const goalOn = goalLookup([{ effectiveOn: '2024-06-03', goal: 128 }], 128);
    const recent = recentDays('2024-06-03', 3, days({ '2024-06-02': 28 }), goalOn);
    expect(recent).toEqual([
      { day: '2024-06-01', dms: 0, goal: 28, reached: false },
      { day: '2024-06-02', dms: 28, goal: 28, reached: true },
      { day: '2024-06-03', dms: 0, goal: 128, reached: false },
    ]);
  });
});

describe('streak properties', () => {
  const history = fc.array(fc.nat({ max: 60 }), { minLength: 1, maxLength: 60 });
  const toTotals = (counts: number[], last: string): DayTotals =>
    new Map(counts.map((count, index) => [addDays(last, index - counts.length + 1), count]));

  it('current never exceeds best, and best is the longest run of reached days', () => {
    fc.assert(
      fc.property(history, (counts) => {
        const today = '2024-08-31';
        const totals = toTotals(counts, today);
        const summary = summarizeStreak(today, totals, goalLookup([], SOLO));
        expect(summary.current).toBeLessThanOrEqual(summary.best);
        const reached = [...totals].filter(([, dms]) => dms >= SOLO).map(([day]) => day);
        expect(summary.best).toBe(longestRun(reached.sort()));
        expect(summary.status === 'reached').toBe((totals.get(today) ?? 0) >= SOLO);
      }),
    );
  });

  it('sending more DMs on any day never shortens a streak', () => {
    fc.assert(
      fc.property(history, fc.nat(), fc.nat({ max: 40 }), (counts, at, extra) => {
        const today = '2024-08-31';
        const goalOn = goalLookup([], SOLO);
        const before = summarizeStreak(today, toTotals(counts, today), goalOn);
        const more = [...counts];
        more[at % more.length] += extra;
        const after = summarizeStreak(today, toTotals(more, today), goalOn);
        expect(after.current).toBeGreaterThanOrEqual(before.current);
        expect(after.best).toBeGreaterThanOrEqual(before.best);
      }),
    );
  });
});
