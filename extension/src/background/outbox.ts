import { MAX_QUEUED_FOR_MS, type LogDmResult } from '@/shared/schemas/dm';
import type { Dm } from '@/shared/schemas/dm';
import { callServer } from './server';
import { updateState, type Connection, type Item, type State } from './state';

/** The request that logs an item: a DM, or a reply on the prospect of the profile. */
function logRequest(connection: Connection, item: Item, now: number) {
  const headers = {
    'Idempotency-Key': item.key,
    // Dated when it was sent, not when it reached the server.
    'Queued-For-Ms': String(Math.min(Math.max(0, now - item.at), MAX_QUEUED_FOR_MS)),
  };
  const body = { profileUrl: item.profileUrl!, setterName: 'Self' };
  return item.kind === 'reply'
    ? callServer<{ dm: Dm }>(connection, 'POST', '/api/v1/replies', {
        body: { profileUrl: item.profileUrl },
        headers,
      })
    : callServer<LogDmResult>(connection, 'POST', '/api/v1/dms', { body, headers });
}

const labelOf = (item: Item, answer: { dm: Dm } & Partial<LogDmResult>) =>
  item.kind === 'reply'
    ? `Reply from ${answer.dm.prospectName}`
    : answer.followUp
      ? `Follow-up ${answer.followUp} to ${answer.dm.prospectName}`
      : `New DM to ${answer.dm.prospectName}`;

const settle = (id: string, change: Partial<Item>) => (state: State) => ({
  ...state,
  items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
});

/**
 * Sends what waits in the outbox, oldest first, each once (its Idempotency-Key makes a retry
 * after a lost answer count once). Stops at the first sign the server cannot be reached or asks
 * to wait: the rest stays for the next try (an alarm, the popup, the next message seen).
 */
export async function flushOutbox(now = Date.now): Promise<State> {
  for (;;) {
    const state = await updateState((current) => current);
    const { connection } = state;
    const next = state.items.find((item) => item.status === 'queued' && item.profileUrl);
    if (!connection || !next) return state;
    const answer = await logRequest(connection, next, now());
    if (answer.ok) {
      await updateState(
        settle(next.id, {
          status: 'logged',
          dmId: answer.body.dm.id,
          label: labelOf(next, answer.body),
        }),
      );
      await updateState((current) => ({ ...current, offline: false }));
      continue;
    }
    if (answer.kind === 'offline' || answer.kind === 'later') {
      return updateState((current) => ({ ...current, offline: answer.kind === 'offline' }));
    }
    if (answer.kind === 'revoked') {
      return updateState((current) => ({
        ...current,
        connection: null,
        lostConnection: 'revoked',
      }));
    }
    // A reply to a prospect that already has one: nothing more to count.
    const done = next.kind === 'reply' && answer.status === 409;
    await updateState(
      settle(
        next.id,
        done
          ? { status: 'logged', label: 'Reply already logged' }
          : { status: 'refused', reason: answer.message },
      ),
    );
  }
}
