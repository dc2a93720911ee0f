import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid cannot name one of the member's rows: 404, like a stranger's. */
export function assertUuid(id: string, what = 'Not found'): void {
  if (!UUID.test(id)) throw notFound(what);
}
