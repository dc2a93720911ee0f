import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorBody } from '@/server/http/errors';
import { MCP_MAX_BATCH } from './mcp.routes';
import { createToken, withToken } from '@/test/api-token';
import { createCommunity } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * JSON-RPC batches at /api/mcp (docs/mcp.md): each message counts against the token's
 * per-minute limit (30 here), and a batch past MCP_MAX_BATCH is refused before any is run.
 */
const PER_MINUTE = 30;
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp({ config: { apiTokenRequestsPerMinute: PER_MINUTE } });
  community = await createCommunity(t);
});
afterAll(() => t.close());

const ACCEPT = { accept: 'application/json, text/event-stream' };
const getToday = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'get_today', arguments: {} },
});
const batchOf = (size: number) => Array.from({ length: size }, (_, index) => getToday(index + 1));

async function tokenClient(name: string) {
  const member = await community.approved(name);
  return withToken(t, (await createToken(member)).token);
}

it('counts each call of a batch against the token’s limit', async () => {
  const client = await tokenClient('Bo Batch');
  const answered = await client.request<Array<{ id: number }>>(
    'POST',
    '/api/mcp',
    batchOf(20),
    ACCEPT,
  );
  expect(answered.status).toBe(200);
  expect(answered.body.map((message) => message.id).sort((a, b) => a - b)).toEqual(
    batchOf(20).map((message) => message.id),
  );
  // 20 counted: a batch of 10 more is past 30.
  const refused = await client.request<ErrorBody>('POST', '/api/mcp', batchOf(11), ACCEPT);
  expect(refused.status).toBe(429);
  expect(refused.body.error.code).toBe('rate_limited');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  // The other requests of the minute are refused too: the batch's calls were counted.
  const single = await client.request<ErrorBody>('POST', '/api/mcp', getToday(99), ACCEPT);
  expect(single.status).toBe(429);
});

it(`refuses a batch of more than ${MCP_MAX_BATCH} messages with a JSON-RPC error, running none`, async () => {
  const client = await tokenClient('Bea Big');
  const refused = await client.request<{ error: { code: number; message: string }; id: null }>(
    'POST',
    '/api/mcp',
    batchOf(MCP_MAX_BATCH + 1),
    ACCEPT,
  );
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({
    jsonrpc: '2.0',
    error: {
      code: -32600,
      message: `Invalid Request: a batch holds at most ${MCP_MAX_BATCH} messages; send the rest in another request.`,
    },
    id: null,
  });
  // Refused before counting its calls: the token still has its minute.
  const batch = await client.request('POST', '/api/mcp', batchOf(MCP_MAX_BATCH), ACCEPT);
  expect(batch.status).toBe(200);
});
