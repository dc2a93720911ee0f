import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import {
  cancelQueued,
  clientIdOf,
  enqueue,
  flushOutbox,
  onOutboxChange,
  pendingLogs,
  queuedFor,
  type QueuedLog,
} from './outbox';

// Node 20 has no `navigator`; the browser's Web Locks path runs in e2e/offline-logs.e2e.ts.
vi.stubGlobal('navigator', {});

const reply = (clientId: string, userId = 'member-a'): QueuedLog => ({
  userId,
  kind: 'reply',
  id: `dm-${clientId}`,
  clientId,
  setterName: 'Self',
});

/** A log as the outbox keeps it: stamped with the time it was made on the device. */
const kept = (log: QueuedLog) => ({ ...log, queuedAt: expect.any(Number) as number });

function handlers(send: (log: QueuedLog) => Promise<unknown> = async (log) => clientIdOf(log)) {
  return { send: vi.fn(send), refused: vi.fn(), takeBack: vi.fn(async () => undefined) };
}

beforeEach(() => clear(createStore('dm-sprint', 'outbox')));

describe('outbox', () => {
  it('sends the member’s logs once, in the order they were made; another member’s wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // keys sort by the time a log was made
    for (const [at, id] of [
      [3, 'three'],
      [1, 'one'],
      [2, 'two'],
    ] as const) {
      vi.setSystemTime(at * 1000);
      await enqueue(reply(id));
    }
    vi.useRealTimers();
    await enqueue(reply('theirs', 'member-b'));
    const calls = handlers();

    expect(await flushOutbox('member-a', calls)).toBe(3);
    expect(calls.send.mock.calls.map(([log]) => clientIdOf(log))).toEqual(['one', 'two', 'three']);
    expect(await flushOutbox('member-a', calls)).toBe(0);
    expect(calls.send).toHaveBeenCalledTimes(3);
    expect(await pendingLogs('member-a')).toEqual([]);
    expect(await pendingLogs('member-b')).toEqual([kept(reply('theirs', 'member-b'))]);
  });

  it('says how long each log has waited on the device, so the server dates it when it was made', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T23:50:00Z'));
    await enqueue(reply('late-night'));
    vi.setSystemTime(new Date('2026-03-04T08:00:00Z'));
    const [log] = await pendingLogs('member-a');
    vi.useRealTimers();
    expect(queuedFor(log!, Date.parse('2026-03-04T08:00:00Z'))).toBe((8 * 60 + 10) * 60_000);
    expect(queuedFor(log!, Date.parse('2026-03-03T23:00:00Z'))).toBe(0); // clock moved back
    expect(queuedFor(reply('kept-before-stamps'))).toBeUndefined();
  });

  it('a refusal is reported and dropped; no connection keeps the log for the next try', async () => {
    await enqueue(reply('deleted'));
    const refusing = handlers(() =>
      Promise.reject(new ApiError(409, 'dm_deleted', 'This DM was deleted.')),
    );
    expect(await flushOutbox('member-a', refusing)).toBe(1);
    expect(refusing.refused).toHaveBeenCalledWith(kept(reply('deleted')), expect.any(ApiError));
    expect(await pendingLogs('member-a')).toEqual([]);

    await enqueue(reply('offline'));
    const offline = handlers(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushOutbox('member-a', offline)).toBe(0);
    expect(offline.refused).not.toHaveBeenCalled();
    expect(await pendingLogs('member-a')).toEqual([kept(reply('offline'))]);
  });

  it('Undo of a waiting log: it is never sent', async () => {
    await enqueue(reply('undone'));
    expect(await cancelQueued('undone')).toBe('cancelled');
    expect(await pendingLogs('member-a')).toEqual([]);
    const calls = handlers();
    await flushOutbox('member-a', calls);
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('Undo while the log is on its way: the server’s row is taken back', async () => {
    await enqueue(reply('racing'));
    let undone: Promise<string> | undefined;
    const calls = handlers(async (log) => {
      undone = cancelQueued(clientIdOf(log)); // clicked while the request travels
      await undone;
      return { row: clientIdOf(log) };
    });
    await flushOutbox('member-a', calls);
    expect(await undone).toBe('cancelled');
    expect(calls.takeBack).toHaveBeenCalledWith(kept(reply('racing')), { row: 'racing' });
  });

  it('Undo after the log was sent answers `sent` (the server has it)', async () => {
    await enqueue(reply('early'));
    const calls = handlers();
    await flushOutbox('member-a', calls);
    expect(await cancelQueued('early')).toBe('sent');
    expect(calls.takeBack).not.toHaveBeenCalled();
  });

  it('tells every tab what moved: a log kept, undone, sent', async () => {
    const heard: string[] = [];
    const stop = onOutboxChange((change) => heard.push(change));
    await enqueue(reply('kept'));
    await enqueue(reply('undone'));
    await cancelQueued('undone');
    await flushOutbox('member-a', handlers());
    await vi.waitFor(() => expect(heard).toEqual(['queued', 'queued', 'undone', 'sent']));
    stop();
  });
});
