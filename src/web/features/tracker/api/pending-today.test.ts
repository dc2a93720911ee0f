import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { enqueue, pendingLogs } from '@/web/lib/outbox';
import { todayAsOf, withPending } from './pending-today';

const kept: TrackerToday = {
  day: '2026-03-03',
  timeZone: 'America/New_York',
  soloMode: false,
  settersCount: 1,
  goal: 128,
  goalRule: { soloGoal: 28, goalPerSetter: 100 },
  personalGoal: null,
  dmsSent: 30,
  newDms: 30,
  followUps: 0,
  followUpsCount: false,
  responses: 6,
  meetings: 1,
  replied: 6,
  replyRate: 20,
  setters: [
    {
      setterName: 'Self',
      dmsSent: 20,
      newDms: 20,
      followUps: 0,
      replied: 5,
      responses: 5,
      meetings: 1,
    },
    {
      setterName: 'Alex',
      dmsSent: 10,
      newDms: 10,
      followUps: 0,
      replied: 1,
      responses: 1,
      meetings: 0,
    },
  ],
  celebrated: true,
};

const queueDm = (at: string) => {
  vi.setSystemTime(new Date(at));
  return enqueue({
    userId: 'member-a',
    kind: 'dm',
    request: { profileUrl: `x.com/p${at}`, clientId: crypto.randomUUID() },
  });
};

beforeEach(() => clear(createStore('dm-sprint', 'outbox')));
afterEach(() => vi.useRealTimers());

describe("today's counters restored from the device", () => {
  it('are kept as they were during the same local day', () => {
    expect(todayAsOf(kept, new Date('2026-03-04T04:59:00Z'))).toBe(kept); // 23:59 in New York
  });

  it('start again at zero after local midnight, goal and setters carried over', () => {
    const next = todayAsOf(kept, new Date('2026-03-04T05:01:00Z')); // 00:01 in New York
    expect(next).toMatchObject({
      day: '2026-03-04',
      goal: 128,
      dmsSent: 0,
      responses: 0,
      meetings: 0,
      newDms: 0,
      followUps: 0,
      replyRate: null,
      celebrated: false,
    });
    expect(next.setters.map((setter) => [setter.setterName, setter.dmsSent])).toEqual([
      ['Self', 0],
      ['Alex', 0],
    ]);
  });

  it('add only the waiting logs made on the day shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await queueDm('2026-03-04T04:50:00Z'); // 23:50 on the 3rd: the server counts it on the 3rd
    await queueDm('2026-03-04T05:10:00Z'); // 00:10 on the 4th
    await queueDm('2026-03-04T12:00:00Z');
    const waiting = await pendingLogs('member-a');
    expect(withPending(kept, waiting, new Date())).toMatchObject({
      day: '2026-03-04',
      dmsSent: 2,
    });
  });
});

describe('today as shown: the server’s counts plus the outbox', () => {
  const server = { ...kept, day: '2026-11-25', timeZone: 'UTC' };
  const now = new Date('2026-11-25T12:00:00Z');

  it('counts each waiting log once, however often the counts are worked out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await enqueue({
      userId: 'member-a',
      kind: 'dm',
      request: { profileUrl: 'x.com/one', clientId: crypto.randomUUID() },
    });
    await enqueue({ userId: 'member-a', kind: 'reply', id: 'dm-1', clientId: 'r1' });
    await enqueue({
      userId: 'member-a',
      kind: 'meeting',
      id: 'dm-2',
      clientId: 'm1',
      setterName: 'Alex',
    });
    const waiting = await pendingLogs('member-a');
    const once = withPending(server, waiting, now);
    expect(once).toMatchObject({ dmsSent: 31, responses: 7, meetings: 2 });
    expect(once.setters).toContainEqual(
      expect.objectContaining({
        setterName: 'Self',
        dmsSent: 21,
        responses: 5,
        meetings: 1,
      }),
    );
    expect(once.setters).toContainEqual(
      expect.objectContaining({
        setterName: 'Alex',
        dmsSent: 10,
        responses: 1,
        meetings: 1,
      }),
    );
    // Worked out again from the same server answer (a re-render, a restore): the same figures.
    expect(withPending(server, waiting, now)).toEqual(once);
    expect(server.dmsSent).toBe(30); // the server's answer is left as it was
  });

  it('fast-check: the shown DMs are the server’s plus the logs waiting from today', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.boolean(), { maxLength: 12 }),
        async (sent, madeToday) => {
          await clear(createStore('dm-sprint', 'outbox'));
          vi.useFakeTimers({ toFake: ['Date'] });
          for (const [index, today] of madeToday.entries()) {
            vi.setSystemTime(today ? now : new Date('2026-11-24T12:00:00Z'));
            await enqueue({
              userId: 'member-a',
              kind: 'dm',
              request: { profileUrl: `x.com/p${index}`, clientId: crypto.randomUUID() },
            });
          }
          vi.useRealTimers();
          const waiting = await pendingLogs('member-a');
          const shown = withPending({ ...server, dmsSent: sent }, waiting, now);
          expect(shown.dmsSent).toBe(sent + madeToday.filter(Boolean).length);
        },
      ),
      { numRuns: 25 },
    );
  });
});
