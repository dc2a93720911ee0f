import { hc } from 'hono/client';
import type { AppType } from '@/server/app';
import type { CreateApiTokenInput } from '@/shared/schemas/api-tokens';
import { read, type Answer, type Caller } from './http';
import { TEST_BASE_URL, type TestApp } from './test-app';

/** Creates a personal API token through Settings' route; the token and its summary. */
export async function createToken(member: Caller, input: Partial<CreateApiTokenInput> = {}) {
  const answer = await read(
    member.api.security['api-tokens'].$post({
      json: { name: 'Zapier', scope: 'read_log', expiresInDays: null, ...input },
    }),
  );
  if (answer.status !== 201) throw new Error(`token not created: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * A client of the v1 API with `Authorization: Bearer <token>` and no cookie: `api` is the typed
 * client of /api/v1, `request` sends raw requests (any header, any body).
 */
export function withToken(testApp: TestApp, token: string | null) {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const send = (input: RequestInfo | URL, init?: RequestInit) => testApp.app.request(input, init);
  return {
    api: hc<AppType>(TEST_BASE_URL, { fetch: send, headers: authorization }).api.v1,
    async request<T = unknown>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Answer<T>> {
      const response = await send(path, {
        method,
        headers: {
          ...authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // CSV: keep the text
      }
      return { status: response.status, body: parsed as T, headers: response.headers };
    },
  };
}
