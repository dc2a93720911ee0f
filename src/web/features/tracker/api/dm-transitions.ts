import { api, unwrap } from '@/web/lib/api';
import { idempotencyHeader, newClientId } from '@/web/lib/client-id';
import { useTodayMutation, type TodayDelta } from './today-mutation';

/**
 * Log Reply, Log Meeting (D9: one conditional update each on the server) and the Undo of the
 * three success toasts (D10), each with how it moves today's counters.
 */
const transitions = {
  reply: {
    run: (id: string) =>
      unwrap(
        api.api.dms[':id'].reply.$post({ param: { id }, header: idempotencyHeader(newClientId()) }),
      ),
    delta: { responses: 1 },
  },
  meeting: {
    run: (id: string) =>
      unwrap(
        api.api.dms[':id'].meeting.$post({
          param: { id },
          header: idempotencyHeader(newClientId()),
        }),
      ),
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
