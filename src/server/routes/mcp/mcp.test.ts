import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, webhookDeliveries } from '@/server/db/schema';
import { INSUFFICIENT_SCOPE_MESSAGE } from '@/server/middleware/require-api-token';
import type { LogDmResult } from '@/shared/schemas/dm';
import type { ProspectPage } from '@/shared/schemas/prospects';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { createToken } from '@/test/api-token';
import { createCommunity, read, type Caller } from '@/test/http';
import { listen } from '@/test/listen';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * The MCP server (docs/decisions/0138-mcp-server.md) through the SDK's own client, over a real
 * loopback socket to the real app on a real database: what each token sees and may do.
 */
let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let community: Awaited<ReturnType<typeof createCommunity>>;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t);
  community = await createCommunity(t);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const mcpUrl = () => new URL('/api/mcp', server.url);

/** The SDK's client for an MCP server at /api/mcp, sending the token as the docs say. */
async function connect(token: string) {
  const client = new Client({ name: 'dm-sprint-test', version: '1.0.0' });
  clients.push(client);
  await client.connect(
    new StreamableHTTPClientTransport(mcpUrl(), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** A member with a token of the scope and a connected client. */
async function memberClient(name: string, scope: 'read' | 'read_log' = 'read_log') {
  const member = await community.approved(name);
  const { token } = await createToken(member, { scope });
  return { member, token, client: await connect(token) };
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const data = <T>(result: CallToolResult) => {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
};
const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
const toolNames = async (client: Client) =>
  (await client.listTools()).tools.map((tool) => tool.name).sort();

const MEMBER_TOOLS = [
  'get_script_rates',
  'get_stats',
  'get_today',
  'log_dm',
  'log_meeting',
  'log_reply',
  'search_prospects',
];

describe('the MCP server at /api/mcp', () => {
  it("lists the member's tools, with the v1 routes' input schemas; an admin's token adds the cohort's", async () => {
    const { client } = await memberClient('Lia List');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(MEMBER_TOOLS);
    const logDm = tools.find((tool) => tool.name === 'log_dm')!;
    expect(logDm.inputSchema.required).toEqual(['profileUrl']);
    expect(Object.keys(logDm.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['profileUrl', 'platform', 'setterName', 'idempotencyKey']),
    );
    expect(logDm.annotations?.readOnlyHint).toBe(false);
    const stats = tools.find((tool) => tool.name === 'get_stats')!;
    expect(stats.inputSchema.properties?.days).toMatchObject({ enum: ['7', '30', '90'] });
    expect(stats.annotations?.readOnlyHint).toBe(true);

    const admin = await connect((await createToken(community.admin)).token);
    expect(await toolNames(admin)).toEqual(
      [...MEMBER_TOOLS, 'get_cohort_summary', 'get_needs_attention'].sort(),
    );
    // A member's token has no admin tool to call.
    const refused = await call(client, 'get_needs_attention');
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain('not found');
  });

  it('logs a DM (once per idempotency key), a reply and a meeting, and reads them back as v1 does', async () => {
    const { member, client } = await memberClient('Lou Logger');
    // The member's webhook hears it as it hears a log in the app (queued once per event).
    const hook = await read(
      member.api.webhooks.$post({
        json: {
          url: 'https://hooks.example.com/dm',
          kind: 'standard',
          events: ['dm.logged', 'reply.logged'],
          description: 'n8n',
        },
      }),
    );
    expect(hook.status).toBe(201);
    const key = randomUUID();
    const args = {
      profileUrl: 'https://www.linkedin.com/in/mcp-jane-doe',
      setterName: 'Self',
      idempotencyKey: key,
    };
    const first = await call(client, 'log_dm', args);
    const logged = data<LogDmResult>(first);
    expect(text(first)).toContain(`DM id ${logged.dm.id}`);
    // The assistant retried the same log: the first DM, not a second one.
    const repeat = data<LogDmResult>(await call(client, 'log_dm', args));
    expect(repeat.dm.id).toBe(logged.dm.id);
    const queued = async () =>
      (
        await t.database.db
          .select({ event: webhookDeliveries.event })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, hook.body.webhook.id))
      ).map((row) => row.event);
    expect(await queued()).toEqual(['dm.logged']);

    expect(logged.prospect.name).toBe('Mcp Jane Doe');
    const found = await call(client, 'search_prospects', { q: 'jane doe' });
    const page = data<ProspectPage>(found);
    expect(page.items.map((item) => item.id)).toEqual([logged.prospect.id]);
    expect(text(found)).toContain(`firstDmId ${logged.dm.id}`);
    expect(page).toEqual(
      (await read(member.api.prospects.$get({ query: { q: 'jane doe' } }))).body,
    );

    const dmId = page.items[0].firstDmId;
    const reply = await call(client, 'log_reply', { dmId, idempotencyKey: randomUUID() });
    expect(data<{ dm: { responseReceived: boolean } }>(reply).dm.responseReceived).toBe(true);
    expect((await queued()).sort()).toEqual(['dm.logged', 'reply.logged']);
    expect(text(reply)).toContain('Logged a reply from');
    const meeting = await call(client, 'log_meeting', { dmId });
    expect(data<{ dm: { meetingBooked: boolean } }>(meeting).dm.meetingBooked).toBe(true);
    // A second reply on the same DM is the app's conflict, told to the assistant.
    const again = await call(client, 'log_reply', { dmId });
    expect(again.isError).toBe(true);
    expect(text(again)).toBe('This DM already has a reply logged.');

    const today = await call(client, 'get_today');
    expect(data<TrackerToday>(today)).toEqual((await read(member.api.tracker.today.$get())).body);
    expect(data<TrackerToday>(today)).toMatchObject({ dmsSent: 1, responses: 1, meetings: 1 });
    expect(text(today)).toMatch(
      /^Today \(\d{4}-\d\d-\d\d, .+\): 1 of \d+ new DMs toward the daily goal/,
    );

    const stats = await call(client, 'get_stats', { days: '7' });
    expect(data(stats)).toEqual(
      (await read(member.api.analytics.$get({ query: { days: '7' } }))).body,
    );
    expect(text(stats)).toContain(
      '1 new DM, 0 follow-ups (1 DM in all); 1 reply and 1 meeting logged',
    );
    const scripts = await call(client, 'get_script_rates', { days: '90' });
    expect(data(scripts)).toEqual(
      (await read(member.api.analytics.scripts.$get({ query: { days: '90' } }))).body,
    );
  });

  it('refuses to log with a read token, and logs nothing', async () => {
    const { client } = await memberClient('Rae Reader', 'read');
    const refused = await call(client, 'log_dm', {
      profileUrl: 'https://www.linkedin.com/in/mcp-read-only',
    });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe(INSUFFICIENT_SCOPE_MESSAGE);
    const step = await call(client, 'log_reply', { dmId: randomUUID() });
    expect(text(step)).toBe(INSUFFICIENT_SCOPE_MESSAGE);
    expect(data<TrackerToday>(await call(client, 'get_today')).dmsSent).toBe(0);
  });

  it("never shows or changes another member's data", async () => {
    const owner = await memberClient('Oda Owner');
    const logged = data<LogDmResult>(
      await call(owner.client, 'log_dm', { profileUrl: 'https://x.com/mcp_private_one' }),
    );
    const stranger = await memberClient('Stu Stranger');
    const search = { q: logged.prospect.name };
    expect(
      data<ProspectPage>(await call(owner.client, 'search_prospects', search)).items,
    ).toHaveLength(1);
    expect(
      data<ProspectPage>(await call(stranger.client, 'search_prospects', search)).items,
    ).toEqual([]);
    const tried = await call(stranger.client, 'log_reply', { dmId: logged.dm.id });
    expect(tried.isError).toBe(true);
    expect(text(tried)).toBe('DM not found');
    expect(data<TrackerToday>(await call(owner.client, 'get_today')).responses).toBe(0);
  });

  it('answers bad input with a tool error, never a 5xx', async () => {
    const { client } = await memberClient('Bea Bad');
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['get_stats', { days: '12' }, /days must be 7, 30 or 90/],
      ['search_prospects', { limit: 1000 }, /limit/],
      ['search_prospects', { cursor: 'not a cursor' }, /cursor/i],
      ['log_dm', { profileUrl: 'https://www.linkedin.com/in/x', admin: true }, /admin/],
      ['log_dm', { profileUrl: 'https://www.linkedin.com/in/x', idempotencyKey: 'x' }, /UUID/],
      ['log_dm', { profileUrl: 'not a profile' }, /valid profile URL/],
      ['log_reply', { dmId: 'not-a-uuid' }, /dmId must be the id of one of your DMs/],
      ['log_reply', { dmId: randomUUID() }, /DM not found/],
      ['no_such_tool', {}, /not found/],
      // PostgreSQL text cannot hold a NUL: refused before any query, as /api/v1 refuses it.
      [
        'log_dm',
        { profileUrl: 'https://www.linkedin.com/in/nul', setterName: 'Ann\u0000' },
        /^setterName: must not contain NUL characters$/,
      ],
      ['search_prospects', { q: 'a\u0000b' }, /^q: must not contain NUL characters$/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text(result), name).toMatch(message);
    }
    expect(data<TrackerToday>(await call(client, 'get_today')).dmsSent).toBe(0);

    const notJson = await fetch(mcpUrl(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await createToken(await community.approved('Nia Json'))).token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: '{"jsonrpc":',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a missing, unknown, revoked or expired token with 401 and WWW-Authenticate', async () => {
    const member = await community.approved('Tom Token');
    const live = await createToken(member, { name: 'live' });
    const client = await connect(live.token);
    expect((await call(client, 'get_today')).isError).toBeFalsy();
    const revoked = await createToken(member, { name: 'revoked' });
    const expired = await createToken(member, { name: 'expired', expiresInDays: 30 });
    const past = new Date(Date.now() - 1000);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: past })
      .where(eq(apiTokens.id, expired.summary.id));
    await member.api.security['api-tokens'][':id'].$delete({ param: { id: revoked.summary.id } });
    await member.api.security['api-tokens'][':id'].$delete({ param: { id: live.summary.id } });

    for (const token of [revoked.token, expired.token, 'dms_not-a-real-token']) {
      const refused = await connect(token).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StreamableHTTPError);
      expect((refused as StreamableHTTPError).code).toBe(401);
      expect((refused as Error).message).toContain('invalid_token');
    }
    // A session that started before the revocation ends with it.
    const after = await call(client, 'get_today').catch((error: unknown) => error);
    expect((after as StreamableHTTPError).code).toBe(401);

    const anonymous = await fetch(mcpUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it("gives an admin's token the cohort summary and who needs attention, as the admin routes do", async () => {
    const admin = community.admin as Caller;
    const client = await connect((await createToken(admin)).token);
    const summary = await call(client, 'get_cohort_summary', { period: '30' });
    expect(data(summary)).toEqual(
      (await read(admin.api.admin.cohort.summary.$get({ query: { period: '30' } }))).body,
    );
    expect(text(summary)).toMatch(/^Last 30 days: \d+ active members? of \d+/);
    const attention = await call(client, 'get_needs_attention');
    expect(data(attention)).toEqual((await read(admin.api.admin.cohort.attention.$get())).body);
  });

  it('answers a lone POST without a session (docs/mcp.md), and GET and DELETE with 405', async () => {
    const { token } = await memberClient('Sal Stateless');
    const listed = await fetch(mcpUrl(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('mcp-session-id')).toBeNull();
    const body = (await listed.json()) as { id: number; result: { tools: { name: string }[] } };
    expect(body.id).toBe(1);
    expect(body.result.tools.map((tool) => tool.name).sort()).toEqual(MEMBER_TOOLS);

    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(mcpUrl(), {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });
});
