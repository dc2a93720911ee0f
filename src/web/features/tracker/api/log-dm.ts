import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import type { LogDmResult } from '@/shared/schemas/dm';
import { postLogDm, type LogDmRequest } from '@/web/lib/log-dm-request';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/web/lib/me';
import { enqueue, isNetworkError } from '@/web/lib/outbox';
import { preferencesSaved } from './update-preferences';
import { isQueued, type Queued } from './undo-queued';
import { useTodayMutation } from './today-mutation';

/** The server's row, or `queued`: no connection, the log waits on the device (the outbox). */
export type LogDmOutcome = LogDmResult | Queued;

/** Log DM: +1 DM for the chosen setter at once; the server's row follows. */
export function useLogDm() {
  const userId = useMe().data?.profile.userId;
  const queryClient = useQueryClient();
  return useTodayMutation({
    networkMode: 'always',
    mutationFn: async (request: LogDmRequest): Promise<LogDmOutcome> => {
      try {
        await preferencesSaved(queryClient); // the server must know solo/team before it picks the setter
        return await postLogDm(request);
      } catch (error) {
        if (!userId || !isNetworkError(error)) throw error;
        await enqueue({ userId, kind: 'dm', request });
        return { queued: true, clientId: request.clientId };
      }
    },
    delta: (json) => ({
      dmsSent: 1,
      followUp: json.followUp,
      setterName: json.setterName || DEFAULT_SETTER,
    }),
    onDevice: isQueued,
  });
}
