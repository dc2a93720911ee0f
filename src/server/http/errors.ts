import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
};

/** An error a client caused; the handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);

export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Partial<ErrorBody['error']> = {},
) {
  return c.json({ error: { code, message, ...extra } } satisfies ErrorBody, status);
}
