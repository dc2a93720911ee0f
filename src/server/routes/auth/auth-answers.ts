import { CLIENT_IP_HEADER } from '../../auth';

/**
 * What every auth route shares with the routes it mounts (two-factor, passkeys): the request
 * better-auth sees and its answer in the API's shape. Its own module, so the route files import
 * it rather than each other.
 */

/** The request better-auth sees: the client IP we trust, never one the caller made up. */
export function forAuth(request: Request, ip: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/**
 * The session lives in an HttpOnly cookie; its token never goes to page scripts
 * (docs/decisions/0104-cookie-sessions.md).
 */
async function withoutToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json()) as unknown;
  if (body && typeof body === 'object') {
    if ('token' in body) delete body.token;
    // get-session nests it: { session: { token, ... }, user }
    const session = 'session' in body ? body.session : null;
    if (session && typeof session === 'object' && 'token' in session) delete session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** better-auth answers `{ code, message }`; the API answers `{ error: { code, message } }`. */
export async function reshape(response: Response): Promise<Response> {
  if (response.ok) return withoutToken(response);
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({
      error: {
        code: (body.code ?? 'auth_error').toLowerCase(),
        message: body.message ?? 'Authentication failed.',
      },
    }),
    { status: response.status, headers },
  );
}
