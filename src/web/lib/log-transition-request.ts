import { api, unwrap } from './api';
import { logHeaders } from './client-id';

/** Log Reply / Log Meeting with the id made on the device (its Idempotency-Key). */
export const postTransition = (
  kind: 'reply' | 'meeting',
  id: string,
  clientId: string,
  queuedForMs?: number,
) => {
  const request = { param: { id }, header: logHeaders(clientId, queuedForMs) };
  return unwrap(
    kind === 'reply'
      ? api.api.dms[':id'].reply.$post(request)
      : api.api.dms[':id'].meeting.$post(request),
  );
};
