import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { notFound } from './errors';
import type { SessionId, UserId } from '../../shared/schemas/ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `:id` of one of the member's rows, read with `c.req.valid('param').id` as the row's
 * branded id (`idParam<DmId>(...)`, src/shared/schemas/ids.ts). An id that is not even a uuid
 * cannot name one of their rows: 404 with `notFoundMessage`, like a stranger's id.
 * Put it after a route's header and body validators, so a bad body still answers 400 first.
 */
export function idParam<Id extends string>(notFoundMessage: string) {
  return validator('param', (value) => {
    const id = (value as { id?: string }).id ?? '';
    if (!UUID.test(id)) throw notFound(notFoundMessage);
    return { id: id as Id };
  }) as MiddlewareHandler<
    Record<string, never>,
    string,
    { in: { param: { id: string } }; out: { param: { id: Id } } }
  >;
}

/**
 * A path segment naming a row better-auth made (user, session, passkey: its ids are not uuids),
 * as that row's branded id: `validate('param', z.object({ id: authId<SessionId>() }))`.
 */
export const authId = <Id extends string>() =>
  z
    .string()
    .min(1)
    .max(100)
    .transform((id) => id as Id);

/**
 * better-auth hands its rows' ids over as plain strings (so does a signed unsubscribe link,
 * src/server/notifications/unsubscribe-token.ts); they are the `user` and `session` tables'
 * ids (src/server/db/schema/auth.ts).
 */
export const authUserId = (id: string) => id as UserId;
export const authSessionId = (id: string) => id as SessionId;
