import type { LogDmInput } from '@/shared/schemas/dm';
import { api, unwrap } from './api';
import { logHeaders, newClientId } from './client-id';

/** A Log DM with the id made on the device (its Idempotency-Key): a repeat never counts twice. */
export type LogDmRequest = LogDmInput & { clientId: string };

export const logDmRequest = (input: LogDmInput): LogDmRequest => ({
  ...input,
  clientId: newClientId(),
});

export const postLogDm = ({ clientId, ...json }: LogDmRequest, queuedForMs?: number) =>
  unwrap(api.api.dms.$post({ json, header: logHeaders(clientId, queuedForMs) }));
