import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@/server/app';
import type { ErrorBody } from '@/server/http/errors';
import { TEST_BASE_URL, type TestApp } from './test-app';
import type { UserId } from '../shared/schemas/ids';

type Json = Record<string, unknown> | unknown[];

export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

/**
 * The body of a 2xx answer of a typed-client call: JSON as the route declares it (less the error
 * shape, which `errorJson` in src/server/http/errors.ts types with any status), else text.
 */
type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? [Extract<S, SuccessStatusCode>] extends [never]
      ? never
      : [F] extends ['json']
        ? Exclude<T, ErrorBody>
        : [F] extends ['text' | 'body']
          ? string
          : unknown
    : never;

async function toAnswer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (CSV, HTML): keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** A typed-client call's answer, its body typed as the route's 2xx body. */
export const read = <P extends Promise<unknown>>(call: P) =>
  call.then((response) => toAnswer<OkBody<Awaited<P>>>(response as Response));

/** A typed-client call whose answer the route's types do not describe (better-auth's answers). */
export const readAs = <T>(call: Promise<unknown>) =>
  call.then((response) => toAnswer<T>(response as Response));

/** A typed-client call expected to be refused: the body is `{ error: { code, message } }`. */
export const readRefusal = (call: Promise<unknown>) => readAs<ErrorBody>(call);

/**
 * Deliberately wrong input for a typed-client call (a body or query the route refuses): the call
 * still names a real route, so a rename fails tsc.
 */
export const invalid = (value: unknown) => value as never;

/**
 * A member of the test: a session cookie and helpers that call the real app. `api` is the app's
 * typed client (a renamed route fails tsc); `request`/`get`/`post`… send raw requests, for what
 * the types forbid (raw headers, content types, malformed bodies) and for better-auth's
 * passed-through endpoints, which have no typed route.
 */
export class Caller {
  constructor(
    private readonly testApp: TestApp,
    public cookie = '',
    readonly ip = '127.0.0.1',
  ) {}

  readonly api = hc<AppType>(TEST_BASE_URL, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => this.send(input, init),
    headers: () => this.headers(),
  }).api;

  /** What every request of this member carries: its session cookie. */
  protected headers(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  /** Sends through the app and keeps the session cookie it sets (or clears). */
  private async send(input: RequestInfo | URL, init?: RequestInit) {
    const response = await this.testApp.app.request(input, init);
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie?.match(/better-auth\.session_token=([^;]*)/);
    if (session) this.cookie = session[1] ? `better-auth.session_token=${session[1]}` : '';
    return response;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: Json | string,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { ...extraHeaders, ...this.headers() };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    return toAnswer<T>(await this.send(path, { method, headers, body: payload }));
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body: Json | string = {}) =>
    this.request<T>('POST', path, body);
  patch = <T = unknown>(path: string, body: Json | string = {}) =>
    this.request<T>('PATCH', path, body);
  put = <T = unknown>(path: string, body: Json | string = {}) => this.request<T>('PUT', path, body);
  delete = <T = unknown>(path: string) => this.request<T>('DELETE', path);
}

let counter = 0;
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

export async function signUp(
  testApp: TestApp,
  fields: Partial<{
    name: string;
    email: string;
    password: string;
    company: string;
    industry: string;
  }> = {},
): Promise<Caller & { email: string; userId: UserId }> {
  const caller = new Caller(testApp);
  const email = fields.email ?? uniqueEmail();
  const answer = await readAs<{ user: { id: UserId } }>(
    caller.api.auth['sign-up'].email.$post({
      json: {
        name: fields.name ?? 'Test Member',
        company: fields.company ?? 'Acme',
        industry: fields.industry ?? 'SaaS',
        email,
        password: fields.password ?? 'correct-horse-battery',
      },
    }),
  );
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return Object.assign(caller, { email, userId: answer.body.user.id });
}

export async function signIn(caller: Caller, email: string, password = 'correct-horse-battery') {
  const answer = await read(caller.api.auth['sign-in'].email.$post({ json: { email, password } }));
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * A community with an admin (the first account: docs/decisions/0100-first-admin.md) and helpers
 * to add members in each state.
 */
export async function createCommunity(testApp: TestApp) {
  const admin = await signUp(testApp, { name: 'Ada Admin' });
  const decide = async (userId: UserId, status: 'approved' | 'rejected') => {
    const answer = await read(
      admin.api.admin.users[':userId'].decision.$post({ param: { userId }, json: { status } }),
    );
    if (answer.status !== 200) throw new Error(`decision failed: ${JSON.stringify(answer.body)}`);
  };
  return {
    admin,
    pending: (name = 'Pat Pending') => signUp(testApp, { name }),
    approved: async (name = 'Amy Approved') => {
      const member = await signUp(testApp, { name });
      await decide(member.userId, 'approved');
      return member;
    },
    /** Rejection ends the member's sessions, so they sign in again to hold a live one. */
    rejected: async (name = 'Rex Rejected') => {
      const member = await signUp(testApp, { name });
      await decide(member.userId, 'rejected');
      await signIn(member, member.email);
      return member;
    },
    decide,
  };
}
