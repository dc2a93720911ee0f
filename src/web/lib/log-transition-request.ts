import { api, unwrap } from './api';
import { idempotencyHeader } from './client-id';

/** Log Reply / Log Meeting with the id made on the device (its Idempotency-Key). */
export const postTransition = (kind: 'reply' | 'meeting', id: string, clientId: string) => {
  const request = { param: { id }, header: idempotencyHeader(clientId) };
  return unwrap(
    kind === 'reply'
      ? api.api.dms[':id'].reply.$post(request)
      : api.api.dms[':id'].meeting.$post(request),
  );
};
