import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { queryRows } from '@/server/db/query-rows';
import { runWebhookPass, RETRY_DELAYS_SECONDS } from '@/server/webhooks/queue';
import { createTestAppWithSmtp, type SmtpTestApp } from '@/test/test-app';
import { createToken, withToken } from '@/test/api-token';
import { insertDms } from '@/test/dm-fixtures';
import { runNotificationPass } from '@/server/notifications/worker';
import { createCommunity, invalid, read, readRefusal, type Caller } from '@/test/http';
import { mailParts } from '@/test/mail-parts';
import { startWebhookReceiver, type ReceivedWebhook } from '@/test/webhook-receiver';
import type { CreateWebhookInput } from '@/shared/schemas/webhooks';

/**
 * Outgoing webhooks (docs/decisions/0137-webhooks.md) on the real app and database, delivered
 * to a real HTTP receiver on loopback (WEBHOOK_ALLOW_HOSTS=127.0.0.1 lets the tests reach it),
 * with the worker driven pass by pass and its clock moved instead of waiting.
 */
let t: SmtpTestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/**
 * What the receiver answers for each path (default 204); `fails` counts down 500s first, `page`
 * answers a status with a body.
 */
const script = new Map<
  string,
  { fails?: number; status?: number; always?: number; page?: { status: number; body: string } }
>();

beforeAll(async () => {
  t = await createTestAppWithSmtp({ config: { webhookAllowHosts: '127.0.0.1' } });
  community = await createCommunity(t);
  receiver = await startWebhookReceiver((request) => {
    const plan = script.get(request.path);
    if (!plan) return 204;
    if (plan.page) return plan.page;
    if (plan.always) return plan.always;
    if (plan.fails && plan.fails > 0) {
      plan.fails--;
      return 500;
    }
    return plan.status ?? 204;
  });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

let paths = 0;
/** A fresh path on the receiver, so each test reads only its own requests. */
const newPath = () => `/hook-${++paths}`;
const at = (path: string) => receiver.received.filter((request) => request.path === path);

async function createHook(
  caller: Caller,
  input: Partial<CreateWebhookInput> & { path: string },
  audience: 'member' | 'community' = 'member',
) {
  const json = {
    url: `${receiver.url}${input.path}`,
    kind: input.kind ?? 'standard',
    events: input.events ?? ['dm.logged'],
    description: input.description ?? 'Test receiver',
  };
  const answer = await read(
    audience === 'member'
      ? caller.api.webhooks.$post({ json })
      : caller.api.admin.webhooks.$post({ json }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Runs the worker at `clock` (default: now) until nothing is due. */
const pass = (clock = new Date()) => runWebhookPass(t.deps, { now: () => clock });
const later = (ms: number) => new Date(Date.now() + ms);

/** The text of the one "webhook turned off" mail the SMTP peer got for `email`. */
async function turnedOffMail(email: string): Promise<string> {
  const mails = () =>
    t.smtp.received.filter((mail) => mail.to.includes(email) && /webhook/.test(mail.raw));
  await expect.poll(() => mails().length).toBe(1);
  return mailParts(mails()[0]).text;
}

const logDm = (caller: Caller, slug: string) =>
  read(
    caller.api.dms.$post({
      json: { profileUrl: `https://www.linkedin.com/in/${slug}`, setterName: 'Self' },
      header: {},
    }),
  );

describe('creating webhooks', () => {
  it('answers the secret once (whsec_), lists the webhook without it', async () => {
    const member = await community.approved('Lisa List');
    const created = await createHook(member, { path: newPath(), events: ['dm.logged'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await read(member.api.webhooks.$get());
    expect(list.body.webhooks).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(list.body.webhooks[0]).toMatchObject({ kind: 'standard', events: ['dm.logged'] });
  });

  it('refuses bad input with 400 { error: { code, message } }, never 5xx', async () => {
    const member = await community.approved('Bea Bad');
    const bodies = [
      {},
      { url: 'not a url', kind: 'standard', events: ['dm.logged'] },
      { url: 'ftp://example.com/x', kind: 'standard', events: ['dm.logged'] },
      { url: 'https://example.com/x', kind: 'teams', events: ['dm.logged'] },
      { url: 'https://example.com/x', kind: 'standard', events: [] },
      { url: 'https://example.com/x', kind: 'standard', events: ['dm.logged', 'dm.logged'] },
      { url: 'https://example.com/x', kind: 'standard', events: ['nope'] },
      { url: 'https://example.com/x', kind: 'standard', events: ['dm.logged'], secret: 'x' },
      // an event of the community's, on a member's own webhook
      { url: 'https://example.com/x', kind: 'standard', events: ['member.signed_up'] },
    ];
    for (const json of bodies) {
      const answer = await readRefusal(member.api.webhooks.$post({ json: invalid(json) }));
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error.code).toMatch(/^[a-z_]+$/);
      expect(answer.body.error.message).toBeTruthy();
    }
    const { webhook } = await createHook(member, { path: newPath() });
    for (const json of [{}, { events: [] }, { enabled: 'yes' }, { url: 'https://10.0.0.1/' }]) {
      const answer = await readRefusal(
        member.api.webhooks[':id'].$patch({ param: { id: webhook.id }, json: invalid(json) }),
      );
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    const malformed = await member.request('POST', '/api/webhooks', '{"url":' as never);
    expect(malformed.status).toBe(400);
  });

  it('refuses destinations on the server’s own network and plain http to public hosts', async () => {
    const member = await community.approved('Rita Refused');
    for (const url of [
      'https://127.0.0.2/hook',
      'https://localhost.localdomain/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/x',
      'https://10.1.2.3/hook',
      'https://192.168.1.20:5678/webhook',
      'https://[::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::ffff:0:127.0.0.1]/hook',
      'https://[64:ff9b:1::7f00:1]/hook',
      'https://[2001::f5ff:fffe]/hook',
      'https://[fd00::1]/hook',
      'https://n8n/hook',
      'http://hooks.example.com/x',
    ]) {
      const answer = await readRefusal(
        member.api.webhooks.$post({ json: { url, kind: 'standard', events: ['dm.logged'] } }),
      );
      expect(answer.status, url).toBe(400);
      expect(answer.body.error.code, url).toBe('destination_refused');
    }
    // The allow list has 127.0.0.1: localhost is the same loopback, so it goes too (over http).
    const local = await read(
      member.api.webhooks.$post({
        json: { url: 'http://localhost:9/hook', kind: 'standard', events: ['dm.logged'] },
      }),
    );
    expect(local.status).toBe(201);
  });

  it('keeps each member to their own webhooks: another’s id answers 404', async () => {
    const owner = await community.approved('Olga Owner');
    const stranger = await community.approved('Stan Stranger');
    const { webhook } = await createHook(owner, { path: newPath() });
    const param = { id: webhook.id };
    const refusals = [
      stranger.api.webhooks[':id'].$patch({ param, json: { description: 'mine' } }),
      stranger.api.webhooks[':id'].$delete({ param }),
      stranger.api.webhooks[':id']['rotate-secret'].$post({ param }),
      stranger.api.webhooks[':id'].test.$post({ param }),
      stranger.api.webhooks[':id'].deliveries.$get({ param }),
      // the admin's community list is not the member's own either
      community.admin.api.admin.webhooks[':id'].test.$post({ param }),
    ];
    for (const call of refusals) expect((await readRefusal(call)).status).toBe(404);
    expect((await read(stranger.api.webhooks.$get())).body.webhooks).toEqual([]);
  });
});

describe('delivering', () => {
  it('signs each delivery so that standardwebhooks verifies it as a receiver would', async () => {
    const member = await community.approved('Sam Signed');
    const path = newPath();
    const { secret } = await createHook(member, { path, events: ['dm.logged'] });
    const logged = await logDm(member, 'signed-prospect');
    expect(logged.status).toBe(201);
    await pass();
    const [request] = at(path);
    const payload = new Webhook(secret).verify(request.body, request.headers as never) as {
      type: string;
      data: { dm: { id: string }; today: { dms: number; goal: number } };
    };
    expect(payload.type).toBe('dm.logged');
    expect(payload.data.dm.id).toBe(logged.body.dm.id);
    expect(payload.data.today.dms).toBe(1);
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    expect(request.headers['content-type']).toBe('application/json');
    // a tampered body, or another secret, does not verify
    expect(() =>
      new Webhook(secret).verify(request.body.replace('1', '2'), request.headers as never),
    ).toThrow();
    // A replayed Log DM (same Idempotency-Key) sends nothing more.
  });

  it('retries a receiver that fails twice, then succeeds, with the same webhook-id', async () => {
    const member = await community.approved('Rob Retry');
    const path = newPath();
    script.set(path, { fails: 2 });
    const { webhook, secret } = await createHook(member, { path });
    const param = { id: webhook.id };
    expect((await read(member.api.webhooks[':id'].test.$post({ param }))).status).toBe(202);

    await pass();
    expect(at(path)).toHaveLength(1);
    await pass(); // the retry is not due yet
    expect(at(path)).toHaveLength(1);
    await pass(later((RETRY_DELAYS_SECONDS[0] + 1) * 1000));
    expect(at(path)).toHaveLength(2);
    await pass(later((RETRY_DELAYS_SECONDS[0] + RETRY_DELAYS_SECONDS[1] + 2) * 1000));
    const requests = at(path);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    // (the retries' timestamps are in the moved clock's future: verify the first as received)
    expect(
      new Webhook(secret).verify(requests[0].body, requests[0].headers as never),
    ).toMatchObject({ type: 'webhook.test' });
    expect(requests.map((request) => request.body)).toEqual(Array(3).fill(requests[0].body));
    const log = await read(member.api.webhooks[':id'].deliveries.$get({ param }));
    expect(log.body.deliveries[0]).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 3,
      responseStatus: 204,
      messageId: requests[0].headers['webhook-id'],
    });
    expect(log.body.deliveries[0].durationMs).toBeGreaterThanOrEqual(0);
    const [endpoint] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint.failingSince).toBeNull(); // the success cleared it

    // Resend: the same message again, under the same id.
    const resent = await read(
      member.api.webhooks.deliveries[':id'].resend.$post({
        param: { id: log.body.deliveries[0].id },
      }),
    );
    expect(resent.status).toBe(202);
    await pass();
    expect(at(path)).toHaveLength(4);
    expect(at(path)[3].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    expect(at(path)[3].body).toBe(requests[0].body);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const member = await community.approved('Rosa Rotate');
    const path = newPath();
    const { webhook, secret: old } = await createHook(member, { path });
    const param = { id: webhook.id };
    const rotated = await read(member.api.webhooks[':id']['rotate-secret'].$post({ param }));
    expect(rotated.body.secret).not.toBe(old);
    await read(member.api.webhooks[':id'].test.$post({ param }));
    await pass();
    const [request] = at(path);
    expect((request.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    for (const secret of [old, rotated.body.secret]) {
      expect(new Webhook(secret).verify(request.body, request.headers as never)).toMatchObject({
        type: 'webhook.test',
      });
    }
    // a day later only the new secret signs
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, webhook.id));
    await read(member.api.webhooks[':id'].test.$post({ param }));
    await pass();
    const second = at(path)[1];
    expect((second.headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
    expect(() => new Webhook(old).verify(second.body, second.headers as never)).toThrow();
  });

  it('turns a webhook off when its receiver answers 410, and mails its owner', async () => {
    const member = await community.approved('Gina Gone');
    const path = newPath();
    script.set(path, { always: 410 });
    const { webhook } = await createHook(member, { path, description: 'Old Zap' });
    const param = { id: webhook.id };
    await read(member.api.webhooks[':id'].test.$post({ param }));
    await pass();
    const [listed] = (await read(member.api.webhooks.$get())).body.webhooks;
    expect(listed).toMatchObject({ disabledReason: 'gone' });
    expect(listed.disabledAt).not.toBeNull();
    expect(await turnedOffMail(member.email)).toContain('410 Gone');
    // no more events go to it; a test event is refused until it is turned on again
    expect((await logDm(member, 'after-gone')).status).toBe(201);
    expect((await readRefusal(member.api.webhooks[':id'].test.$post({ param }))).status).toBe(409);
    await pass();
    expect(at(path)).toHaveLength(1);
    const on = await read(member.api.webhooks[':id'].$patch({ param, json: { enabled: true } }));
    expect(on.body.webhook.disabledAt).toBeNull();
  });

  it('turns off a webhook that failed for a day, and mails its owner (real SMTP)', async () => {
    const member = await community.approved('Fay Failing');
    const path = newPath();
    script.set(path, { always: 503 });
    const { webhook } = await createHook(member, { path, description: 'Flaky' });
    await read(member.api.webhooks[':id'].test.$post({ param: { id: webhook.id } }));
    let elapsed = 0;
    await pass();
    for (const delay of RETRY_DELAYS_SECONDS) {
      elapsed += (delay + 1) * 1000;
      await pass(later(elapsed));
    }
    // 5 s + 5 min + 30 min + 2 h + 5 h + 10 h pass under a day; the attempt after 24 h more ends it
    expect(at(path)).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(row.disabledReason).toBe('failing');
    expect(await turnedOffMail(member.email)).toContain('failed for a day');
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 503 });
  });

  it('refuses at send time an address that became private, and never follows a redirect', async () => {
    const member = await community.approved('Ivy Internal');
    const redirect = newPath();
    script.set(redirect, { always: 302 });
    const { webhook } = await createHook(member, { path: newPath() });
    const { webhook: moved } = await createHook(member, { path: redirect });
    // the address changed under it (an old row, a changed allow list): checked at each attempt
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: 'https://169.254.169.254/latest/meta-data' })
      .where(eq(webhookEndpoints.id, webhook.id));
    for (const id of [webhook.id, moved.id]) {
      await read(member.api.webhooks[':id'].test.$post({ param: { id } }));
    }
    await pass();
    const [refused] = (
      await read(member.api.webhooks[':id'].deliveries.$get({ param: { id: webhook.id } }))
    ).body.deliveries;
    expect(refused).toMatchObject({ status: 'pending', responseStatus: null });
    expect(refused.error).toMatch(/^Refused: .*own network/);
    const [redirected] = (
      await read(member.api.webhooks[':id'].deliveries.$get({ param: { id: moved.id } }))
    ).body.deliveries;
    expect(redirected).toMatchObject({ status: 'pending', responseStatus: 302 });
    expect(redirected.error).toMatch(/a redirect, which is not followed/);
    expect(at(redirect)).toHaveLength(1);
  });

  it('keeps and shows only the status, time and duration of an answer, never its body', async () => {
    // (the admin's community webhook: a new member would pass the file's sign-ups per address)
    const member = community.admin;
    const path = newPath();
    // An allowed host's internal page, answered with an error status.
    script.set(path, { page: { status: 500, body: 'Jenkins admin: SECRET_TOKEN=hunter2' } });
    const { webhook } = await createHook(member, { path, events: ['summary.weekly'] }, 'community');
    const param = { id: webhook.id };
    const log = () => read(member.api.admin.webhooks[':id'].deliveries.$get({ param }));
    await read(member.api.admin.webhooks[':id'].test.$post({ param }));
    await pass();
    expect(at(path)).toHaveLength(1);
    const [shown] = (await log()).body.deliveries;
    expect(shown).toMatchObject({
      status: 'pending',
      responseStatus: 500,
      error: 'The receiver answered 500.',
    });
    expect(shown.durationMs).toBeGreaterThanOrEqual(0);
    expect(shown.lastAttemptAt).not.toBeNull();
    const [stored] = await queryRows<{ row: string }>(
      t.database.db,
      sql`select row_to_json(d)::text as row from webhook_deliveries d
          where endpoint_id = ${webhook.id}`,
    );
    expect(stored.row).not.toContain('hunter2');
    // A row written before this version kept the body's start: it is not shown.
    await t.database.db
      .update(webhookDeliveries)
      .set({ lastError: 'Answered 500: Jenkins admin: SECRET_TOKEN=hunter2' })
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect((await log()).body.deliveries[0].error).toBe('The receiver answered 500.');
    await read(member.api.admin.webhooks[':id'].$delete({ param }));
  });

  it('keeps the last 100 deliveries of each webhook', async () => {
    const member = await community.approved('Lou Log');
    const { webhook } = await createHook(member, { path: newPath() });
    await t.database.db.execute(sql`
      insert into webhook_deliveries (endpoint_id, message_id, event, body, status, run_after, created_at)
      select ${webhook.id}, 'msg_old_' || n, 'webhook.test', '{}', 'delivered', now(),
        now() - make_interval(mins => n)
      from generate_series(1, 120) n`);
    await read(member.api.webhooks[':id'].test.$post({ param: { id: webhook.id } }));
    await pass();
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${webhook.id}`,
    );
    expect(Number(n)).toBe(100);
    const log = await read(
      member.api.webhooks[':id'].deliveries.$get({ param: { id: webhook.id } }),
    );
    expect(log.body.deliveries).toHaveLength(100);
    expect(log.body.deliveries[0]).toMatchObject({ event: 'webhook.test', status: 'delivered' });
  });
});

describe('events', () => {
  const texts = (path: string) =>
    at(path).map((request: ReceivedWebhook) => JSON.parse(request.body) as Record<string, unknown>);

  it('posts readable Discord and Slack messages to the community, naming only members who show on the leaderboard', async () => {
    const discord = newPath();
    const slack = newPath();
    await createHook(
      community.admin,
      { path: discord, kind: 'discord', events: ['meeting.booked', 'member.approved'] },
      'community',
    );
    await createHook(
      community.admin,
      { path: slack, kind: 'slack', events: ['meeting.booked'] },
      'community',
    );
    const sam = await community.approved('Sam *Star*');
    const hidden = await community.approved('Hugo Hidden');
    expect(
      (await read(hidden.api.settings.$patch({ json: { hideFromLeaderboard: true } }))).status,
    ).toBe(200);
    for (const [who, slug] of [
      [sam, 'sam-lead'],
      [hidden, 'hugo-lead'],
    ] as const) {
      const { body } = await logDm(who, slug);
      const param = { id: body.dm.id };
      expect((await read(who.api.dms[':id'].reply.$post({ param, header: {} }))).status).toBe(200);
      expect((await read(who.api.dms[':id'].meeting.$post({ param, header: {} }))).status).toBe(
        200,
      );
    }
    await pass();
    const posted = texts(discord).map((body) => body.content);
    expect(posted).toContain('✅ Sam \\*Star\\* joined the community');
    expect(posted).toContain('🎉 Sam \\*Star\\* booked a meeting, 1 this week');
    expect(posted).toContain('🎉 A member booked a meeting, 1 this week');
    expect(posted.filter((text) => String(text).includes('meeting')).join('\n')).not.toContain(
      'Hugo',
    );
    expect(texts(discord)[0].allowed_mentions).toEqual({ parse: [] });
    const slackTexts = texts(slack)
      .map((body) => String(body.text))
      .sort();
    expect(slackTexts).toEqual(
      [
        '🎉 Sam *Star* booked a meeting, 1 this week',
        '🎉 A member booked a meeting, 1 this week',
      ].sort(),
    );
  });

  it('tells the community about sign-ups waiting for approval, and a member about their goal', async () => {
    const path = newPath();
    await createHook(
      community.admin,
      { path, events: ['member.signed_up', 'goal.reached'] },
      'community',
    );
    const newcomer = await community.pending('Nina Newcomer');
    await pass();
    const signedUp = texts(path).find((body) => body.type === 'member.signed_up')!;
    expect(signedUp.data).toMatchObject({
      member: { id: newcomer.userId, name: 'Nina Newcomer', email: newcomer.email },
    });

    const member = await community.approved('Gary Goal');
    const own = newPath();
    await createHook(member, { path: own, events: ['goal.reached', 'reply.logged'] });
    const goal = await read(
      community.admin.api.admin['goal-rule'].$put({ json: { soloGoal: 2, goalPerSetter: 2 } }),
    );
    expect(goal.status, JSON.stringify(goal.body)).toBe(200);
    const me = await community.approved('unused'); // a member without webhooks: nothing queued
    await logDm(me, 'nobody-listens');
    await logDm(member, 'goal-one');
    await logDm(member, 'goal-two');
    await logDm(member, 'goal-three');
    await pass();
    const mine = texts(own);
    expect(mine.filter((body) => body.type === 'goal.reached')).toHaveLength(1);
    expect(mine[0].data).toMatchObject({ dms: 2, goal: 2 });
    const community_ = texts(path).filter((body) => body.type === 'goal.reached');
    expect(community_).toHaveLength(1);
    expect(community_[0].data).toMatchObject({ member: { name: 'Gary Goal' }, dms: 2 });
  });

  it('hears logs made through the v1 API with a token, once per DM whatever the retries', async () => {
    const member = await community.approved('Vic V1');
    const path = newPath();
    await createHook(member, { path, events: ['dm.logged', 'reply.logged'] });
    const { token } = await createToken(member);
    const v1 = withToken(t, token);
    const header = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { profileUrl: 'https://www.linkedin.com/in/v1-prospect', setterName: 'Self' };
    const first = await v1.request<{ dm: { id: string } }>('POST', '/api/v1/dms', body, header);
    const again = await v1.request<{ dm: { id: string } }>('POST', '/api/v1/dms', body, header);
    expect(again.body.dm.id).toBe(first.body.dm.id);
    const reply = await v1.request('POST', `/api/v1/dms/${first.body.dm.id}/reply`, {}, {});
    expect(reply.status).toBe(200);
    await pass();
    expect(texts(path).map((event) => event.type)).toEqual(
      expect.arrayContaining(['dm.logged', 'reply.logged']),
    );
    expect(texts(path)).toHaveLength(2);
  });

  it('sends the Monday summary and a streak at risk from the notification jobs', async () => {
    const summary = newPath();
    await createHook(community.admin, { path: summary, events: ['summary.weekly'] }, 'community');
    // 08:30 on a Monday in the admin's zone: the Monday summary's job.
    const [{ zone }] = await queryRows<{ zone: string }>(
      t.database.db,
      sql`select time_zone as zone from profiles where user_id = ${community.admin.userId}`,
    );
    expect(zone).toBe('UTC');
    await runNotificationPass(t.deps, { now: () => new Date('2030-01-07T08:30:00Z') });
    await pass(new Date('2030-01-07T08:31:00Z')); // queued at the job's time
    const [weekly] = texts(summary);
    expect(weekly).toMatchObject({ type: 'summary.weekly' });
    expect(weekly.data).toMatchObject({ week: { from: '2029-12-31', to: '2030-01-06' } });
    expect(JSON.stringify(weekly.data)).not.toMatch(/"name"/); // who needs attention: never named

    const member = await community.approved('Stella Streak');
    const own = newPath();
    await createHook(member, { path: own, events: ['streak.at_risk'] });
    await read(
      community.admin.api.admin['goal-rule'].$put({ json: { soloGoal: 2, goalPerSetter: 2 } }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await insertDms(t, member.userId, [
      { url: 'https://www.linkedin.com/in/streak-one', sentAt: `${yesterday}T10:00:00Z` },
      { url: 'https://www.linkedin.com/in/streak-two', sentAt: `${yesterday}T11:00:00Z` },
    ]);
    await runNotificationPass(t.deps, { now: () => new Date(`${today}T19:30:00Z`) });
    await pass(new Date(`${today}T19:31:00Z`));
    const [atRisk] = texts(own);
    expect(atRisk).toMatchObject({
      type: 'streak.at_risk',
      data: { day: today, streak: 1, dms: 0, goal: 2 },
    });
  });
});
