import type { TestApp } from './test-app';

type Json = Record<string, unknown> | unknown[];

export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

/** A member of the test: a session cookie and helpers that call the real app. */
export class Caller {
  constructor(
    private readonly testApp: TestApp,
    public cookie = '',
    readonly ip = '127.0.0.1',
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: Json | string,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await this.testApp.app.request(path, { method, headers, body: payload });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie?.match(/better-auth\.session_token=([^;]*)/);
    if (session) this.cookie = session[1] ? `better-auth.session_token=${session[1]}` : '';
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (CSV, HTML): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
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
): Promise<Caller & { email: string; userId: string }> {
  const caller = new Caller(testApp);
  const email = fields.email ?? uniqueEmail();
  const answer = await caller.post<{ user: { id: string } }>('/api/auth/sign-up/email', {
    name: fields.name ?? 'Test Member',
    company: fields.company ?? 'Acme',
    industry: fields.industry ?? 'SaaS',
    email,
    password: fields.password ?? 'correct-horse-battery',
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return Object.assign(caller, { email, userId: answer.body.user.id });
}

export async function signIn(caller: Caller, email: string, password = 'correct-horse-battery') {
  const answer = await caller.post('/api/auth/sign-in/email', { email, password });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * A community with an admin (the first account: docs/decisions/0100-first-admin.md) and helpers
 * to add members in each state.
 */
export async function createCommunity(testApp: TestApp) {
  const admin = await signUp(testApp, { name: 'Ada Admin' });
  const decide = async (userId: string, status: 'approved' | 'rejected') => {
    const answer = await admin.post(`/api/admin/users/${userId}/decision`, { status });
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
