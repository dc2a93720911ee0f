import { hc } from 'hono/client';
import type { AppType } from '@/server/app';

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** An answer from the API that was not 2xx, with the server's code and readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const unauthorizedListeners = new Set<() => void>();
/**
 * A 401 anywhere sends the member to /auth (docs/decisions/0104-cookie-sessions.md); the router
 * subscribes here.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let reachable = true;
const reachabilityListeners = new Set<() => void>();
function setReachable(next: boolean) {
  if (next === reachable) return;
  reachable = next;
  reachabilityListeners.forEach((listener) => listener());
}
/** Whether the last request reached the server (navigator.onLine alone can be wrong). */
export const serverReachable = () => reachable;
export function onReachabilityChange(listener: () => void): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

/**
 * What sends a request: the browser's fetch, or the app itself when the server renders a member's
 * page (src/server/member-pages.ts), so the page's requests are answered with the member's cookie
 * and every check the API makes.
 */
let send: typeof fetch = (input, init) => fetch(input, init);
export function sendRequestsWith(sender: typeof fetch) {
  send = sender;
}

const RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a read that failed on the network, with exponential backoff from 200 ms (docs/decisions/0104-cookie-sessions.md); a
 * write too when it carries an Idempotency-Key, since the server answers a repeat with its row.
 */
export async function retryingFetch(input: RequestInfo | URL, init?: RequestInit) {
  const method = (init?.method ?? 'GET').toUpperCase();
  const idempotent = method === 'GET' || new Headers(init?.headers).has('idempotency-key');
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await send(input, { credentials: 'same-origin', ...init });
      setReachable(true);
      return response;
    } catch (error) {
      if (!idempotent || attempt >= RETRIES || navigator.onLine === false) {
        if (error instanceof TypeError) setReachable(false);
        throw error;
      }
      await sleep(200 * 2 ** attempt);
    }
  }
}

export const api = hc<AppType>('/', { fetch: retryingFetch });

type Answer<T> = { ok: boolean; status: number; json(): Promise<T> };

/**
 * The one decoder of a failed answer: `{ error: { code, message, fields } }` into an ApiError,
 * and a 401 reported (unless `quiet401`).
 */
export async function apiError(
  response: Answer<unknown>,
  options: { quiet401?: boolean } = {},
): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (response.status === 401 && !options.quiet401) unauthorizedListeners.forEach((fn) => fn());
  return new ApiError(
    response.status,
    body?.error?.code ?? 'http_error',
    body?.error?.message ?? `Request failed (${response.status})`,
    body?.error?.fields,
  );
}

/** Resolves to the JSON of a 2xx answer; otherwise throws the ApiError `apiError` decodes. */
export async function unwrap<T>(
  request: Promise<Answer<T>>,
  options: { quiet401?: boolean } = {},
): Promise<Exclude<T, ApiErrorBody>> {
  const response = await request;
  if (response.ok) return (await response.json()) as Exclude<T, ApiErrorBody>;
  throw await apiError(response, options);
}

/**
 * What a failure toast says (docs/product.md, Toasts): the server's reason when it refused
 * something the member can fix (a 4xx: a duplicate name, a repeated click, a limit), otherwise
 * the screen's own text. The detail always goes to the console.
 */
export function errorMessage(error: unknown, fallback: string): string {
  console.warn(fallback, error);
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? error.message : fallback;
}
