import type { LogDmInput } from '@/shared/schemas/dm';
import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import { api, unwrap } from '@/web/lib/api';
import { idempotencyHeader, newClientId } from '@/web/lib/client-id';
import { preferencesSaved } from './update-preferences';
import { useTodayMutation } from './today-mutation';

/** A Log DM with the id made on the device (its Idempotency-Key). */
export type LogDmRequest = LogDmInput & { clientId: string };

export const logDmRequest = (input: LogDmInput): LogDmRequest => ({
  ...input,
  clientId: newClientId(),
});

export const postLogDm = ({ clientId, ...json }: LogDmRequest) =>
  unwrap(api.api.dms.$post({ json, header: idempotencyHeader(clientId) }));

/** Log DM: +1 DM for the chosen setter at once; the server's row follows. */
export function useLogDm() {
  return useTodayMutation({
    mutationFn: async (request: LogDmRequest) => {
      await preferencesSaved(); // the server must know solo/team before it picks the setter
      return postLogDm(request);
    },
    delta: (json) => ({ dmsSent: 1, setterName: json.setterName || DEFAULT_SETTER }),
  });
}
