import { api, unwrap } from '@/web/lib/api';
import { newClientId } from '@/web/lib/client-id';
import { postTransition } from '@/web/lib/log-transition-request';
import { useMe } from '@/web/lib/me';
import { enqueue, isNetworkError } from '@/web/lib/outbox';
import { useTodayMutation, type TodayDelta } from './today-mutation';
import { isQueued, type Queued } from './undo-queued';

/**
 * Log Reply, Log Meeting (one conditional update each on the server,
 * docs/decisions/0002-derived-counters.md) and the Undo of the three success toasts
 * (docs/decisions/0106-undo-and-edit.md), each with how it moves today's counters.
 */
const transitions = {
  reply: {
    run: (id: string) => postTransition('reply', id, newClientId()),
    delta: { responses: 1 },
  },
  meeting: {
    run: (id: string) => postTransition('meeting', id, newClientId()),
    delta: { meetings: 1 },
  },
  'undo-reply': {
    run: (id: string) => unwrap(api.api.dms[':id'].reply.$delete({ param: { id } })),
    delta: { responses: -1 },
  },
  'undo-meeting': {
    run: (id: string) => unwrap(api.api.dms[':id'].meeting.$delete({ param: { id } })),
    delta: { meetings: -1 },
  },
  'undo-dm': {
    run: (id: string) => unwrap(api.api.dms[':id'].$delete({ param: { id } })),
    delta: { dmsSent: -1 },
  },
} satisfies Record<string, { run: (id: string) => Promise<unknown>; delta: TodayDelta }>;

export type DmTransition = keyof typeof transitions;

/** The DM the action is about, and its setter (so the setter's stats move too). */
export type DmRef = { id: string; setterName: string };

export function useDmTransition(kind: DmTransition) {
  const { run, delta } = transitions[kind];
  return useTodayMutation({
    mutationFn: ({ id }: DmRef): Promise<unknown> => run(id),
    delta: ({ setterName }: DmRef) => ({ ...delta, setterName }),
  });
}

/**
 * Log Reply / Log Meeting; without a connection it is kept on the device (the outbox) and
 * answers `{ queued: true, clientId }`, sent with the same Idempotency-Key once the connection is back.
 */
export function useLogTransition(kind: 'reply' | 'meeting') {
  const userId = useMe().data?.profile.userId;
  return useTodayMutation({
    networkMode: 'always',
    mutationFn: async ({ id, setterName }: DmRef): Promise<unknown> => {
      const clientId = newClientId();
      try {
        return await postTransition(kind, id, clientId);
      } catch (error) {
        if (!userId || !isNetworkError(error)) throw error;
        await enqueue({ userId, kind, id, clientId, setterName });
        return { queued: true, clientId } satisfies Queued;
      }
    },
    delta: ({ setterName }: DmRef) => ({ ...transitions[kind].delta, setterName }),
    onDevice: isQueued,
  });
}
