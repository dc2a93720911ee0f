import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { meKey } from './me';
import { forgetQueries, persistQueries, restoreQueries } from './query-persistence';

const todayKey = ['tracker', 'today'];
const me = (userId: string) => ({ profile: { userId } });

/** A signed-in member's query client, its answers kept on the device. */
function member(userId: string) {
  const client = new QueryClient();
  client.setQueryData(meKey, me(userId));
  persistQueries(client);
  return { client };
}

async function restoredToday(userId: string) {
  const { client } = member(userId);
  await restoreQueries(client, userId);
  return { today: client.getQueryData(todayKey) };
}

beforeEach(() => forgetQueries());

describe('query persistence', () => {
  it('keeps what the server answered, not an optimistic count, and restores it once', async () => {
    const { client } = member('member-a');
    await client.fetchQuery({ queryKey: todayKey, queryFn: async () => ({ dmsSent: 3 }) });
    client.setQueryData(todayKey, { dmsSent: 4 }); // an optimistic +1
    await expect.poll(async () => (await restoredToday('member-a')).today).toEqual({ dmsSent: 3 });

    const { client: again } = member('member-a');
    expect(await restoreQueries(again, 'member-a')).toBe(true);
    // The offline check asks again: no second restore (the pending logs would count twice).
    expect(await restoreQueries(again, 'member-a')).toBe(false);
  });

  it('another member never gets it; only the signed-in member’s copy stays; sign-out clears', async () => {
    const a = member('member-a');
    await a.client.fetchQuery({ queryKey: todayKey, queryFn: async () => ({ dmsSent: 3 }) });
    await expect.poll(async () => (await restoredToday('member-a')).today).toBeDefined();
    expect((await restoredToday('member-b')).today).toBeUndefined();

    const b = member('member-b');
    await b.client.fetchQuery({ queryKey: todayKey, queryFn: async () => ({ dmsSent: 7 }) });
    await expect.poll(async () => (await restoredToday('member-b')).today).toEqual({ dmsSent: 7 });
    expect((await restoredToday('member-a')).today).toBeUndefined();

    await forgetQueries();
    expect((await restoredToday('member-b')).today).toBeUndefined();
  });
});
