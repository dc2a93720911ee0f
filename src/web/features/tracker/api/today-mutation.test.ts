import { describe, expect, it } from 'vitest';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { applyDelta } from './today-mutation';

const today: TrackerToday = {
  day: '2025-03-03',
  timeZone: 'UTC',
  soloMode: false,
  settersCount: 2,
  goal: 228,
  goalRule: { soloGoal: 28, goalPerSetter: 100 },
  personalGoal: null,
  dmsSent: 3,
  newDms: 3,
  followUps: 1,
  followUpsCount: false,
  responses: 1,
  meetings: 0,
  replied: 1,
  replyRate: 100 / 3,
  setters: [
    {
      setterName: 'Self',
      dmsSent: 2,
      newDms: 2,
      followUps: 1,
      replied: 1,
      responses: 1,
      meetings: 0,
    },
    {
      setterName: 'Alex',
      dmsSent: 1,
      newDms: 1,
      followUps: 0,
      replied: 0,
      responses: 0,
      meetings: 0,
    },
  ],
  celebrated: false,
};

describe('applyDelta (the optimistic counters)', () => {
  it('moves the totals and the setter together', () => {
    const next = applyDelta(today, { dmsSent: 1, setterName: 'Alex' });
    expect(next).toMatchObject({ dmsSent: 4, newDms: 4, followUps: 1, responses: 1 });
    expect(next.setters).toEqual([
      {
        setterName: 'Alex',
        dmsSent: 2,
        newDms: 2,
        followUps: 0,
        replied: 0,
        responses: 0,
        meetings: 0,
      },
      {
        setterName: 'Self',
        dmsSent: 2,
        newDms: 2,
        followUps: 1,
        replied: 1,
        responses: 1,
        meetings: 0,
      },
    ]);
    expect(today.dmsSent).toBe(3); // the cached object is not mutated
  });

  it('counts a follow-up apart, toward the goal only where the community counts follow-ups', () => {
    const followUp = { dmsSent: 1, followUp: true, setterName: 'Self' };
    expect(applyDelta(today, followUp)).toMatchObject({ dmsSent: 3, newDms: 3, followUps: 2 });
    expect(applyDelta({ ...today, followUpsCount: true }, followUp)).toMatchObject({
      dmsSent: 4,
      newDms: 3,
      followUps: 2,
    });
  });

  it('adds a setter seen for the first time today, and undoes exactly', () => {
    const logged = applyDelta(today, { dmsSent: 1, setterName: 'Sam' });
    expect(logged.setters.find((setter) => setter.setterName === 'Sam')?.dmsSent).toBe(1);
    const undone = applyDelta(logged, { dmsSent: -1, setterName: 'Sam' });
    expect(undone).toMatchObject({ dmsSent: 3, newDms: 3, replyRate: today.replyRate });
  });

  it('never shows a negative count', () => {
    const next = applyDelta(today, { meetings: -1, setterName: 'Self' });
    expect(next.meetings).toBe(0);
    expect(next.setters.find((setter) => setter.setterName === 'Self')?.meetings).toBe(0);
  });
});
