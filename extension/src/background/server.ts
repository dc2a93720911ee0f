import type { Connection } from './state';

/** How a call to the member's server ended, as the outbox and popup need to know it. */
export type ServerAnswer<T> =
  | { ok: true; status: number; body: T }
  /** Not reached: no connection, the server down. Try again later. */
  | { ok: false; kind: 'offline' }
  /** The token no longer works (revoked, expired, the member no longer approved). */
  | { ok: false; kind: 'revoked'; message: string }
  /** The server refused this request (4xx): it will refuse it again. */
  | { ok: false; kind: 'refused'; status: number; code: string; message: string }
  /** The server failed or asked to wait (5xx, 429): try again later. */
  | { ok: false; kind: 'later'; status: number };

type ErrorBody = { error?: { code?: string; message?: string } };

/** A request to the member's own server: the only place the extension sends anything. */
export async function callServer<T>(
  connection: Pick<Connection, 'origin'> & { token?: string },
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<ServerAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`${connection.origin}${path}`, {
      method,
      credentials: 'omit',
      headers: {
        ...(connection.token ? { authorization: `Bearer ${connection.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { ok: false, kind: 'offline' };
  }
  const body = (await response.json().catch(() => null)) as (T & ErrorBody) | null;
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  const code = body?.error?.code ?? 'error';
  const message = body?.error?.message ?? `The server answered ${response.status}.`;
  if (response.status === 401 || code === 'account_pending' || code === 'account_rejected') {
    return { ok: false, kind: 'revoked', message };
  }
  if (response.status === 429 || response.status >= 500) {
    return { ok: false, kind: 'later', status: response.status };
  }
  return { ok: false, kind: 'refused', status: response.status, code, message };
}
