import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { enqueue } from '@/web/lib/outbox';
import { trackerKeys } from './keys';
import { addPendingToToday, todayAsOf } from './pending-today';

const kept: TrackerToday = {
  day: '2026-03-03',
  timeZone: 'America/New_York',
  soloMode: false,
  settersCount: 1,
  goal: 128,
  goalRule: { soloGoal: 28, goalPerSetter: 100 },
  personalGoal: null,
  dmsSent: 30,
  responses: 6,
  meetings: 1,
  responseRate: 20,
  setters: [
    { setterName: 'Self', dmsSent: 20, responses: 5, meetings: 1 },
    { setterName: 'Alex', dmsSent: 10, responses: 1, meetings: 0 },
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
      responseRate: 0,
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
    const client = new QueryClient();
    client.setQueryData(trackerKeys.today, kept);
    await addPendingToToday(client, 'member-a');
    expect(client.getQueryData<TrackerToday>(trackerKeys.today)).toMatchObject({
      day: '2026-03-04',
      dmsSent: 2,
    });
  });
});
