import type { LogDmResult } from '@/shared/schemas/dm';
import { api, errorMessage, unwrap } from './api';
import { postLogDm } from './log-dm-request';
import { postTransition } from './log-transition-request';
import { queuedFor, type OutboxHandlers, type QueuedLog } from './outbox';
import { notify } from './toast';

const what = { dm: 'DM', reply: 'reply', meeting: 'meeting' } as const;

/** How a queued log reaches the server, and how an Undo that came too late takes it back. */
export const outboxRequests: Omit<OutboxHandlers, 'refused'> = {
  send: (log) =>
    log.kind === 'dm'
      ? postLogDm(log.request, queuedFor(log))
      : postTransition(log.kind, log.id, log.clientId, queuedFor(log)),
  takeBack: (log, answer) => {
    if (log.kind === 'dm') {
      const id = (answer as LogDmResult).dm.id;
      return unwrap(api.api.dms[':id'].$delete({ param: { id } }));
    }
    const param = { param: { id: log.id } };
    return unwrap(
      log.kind === 'reply'
        ? api.api.dms[':id'].reply.$delete(param)
        : api.api.dms[':id'].meeting.$delete(param),
    );
  },
};

/**
 * A queued log the server refused (the DM was deleted meanwhile: 409): said in a toast that
 * stays until dismissed, never dropped silently.
 */
export function showRefused(log: QueuedLog, error: unknown) {
  notify.error(
    `A saved ${what[log.kind]} was not logged`,
    errorMessage(error, 'The server refused it.'),
    { kind: `refused-${log.kind}`, sticky: true },
  );
}
