import type { LogDmInput } from '@/shared/schemas/dm';
import { api, unwrap } from './api';
import { logHeaders, newClientId } from './client-id';

/**
 * A Log DM with the id made on the device (its Idempotency-Key): a repeat never counts twice.
 * `followUp` stays on the device: whether the lookup said the profile was messaged before, so
 * the counts move the right way while the log waits (the server decides for itself).
 */
export type LogDmRequest = LogDmInput & {
  clientId: string;
  followUp?: boolean;
  /** The member's share key, when their bookmarklet logs at once (docs/product.md §4.17). */
  shareKey?: string;
};

export const logDmRequest = (input: LogDmInput, followUp?: boolean): LogDmRequest => ({
  ...input,
  clientId: newClientId(),
  ...(followUp ? { followUp } : {}),
});

export const postLogDm = (
  { clientId, followUp: _, shareKey, ...json }: LogDmRequest,
  queuedForMs?: number,
) =>
  unwrap(
    api.api.dms.$post({
      json,
      header: {
        ...logHeaders(clientId, queuedForMs),
        ...(shareKey ? { 'share-key': shareKey } : {}),
      },
    }),
  );
