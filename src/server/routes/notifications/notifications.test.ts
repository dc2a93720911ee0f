import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/server/db/schema';
import { PRIVATE_PUSH_HOST_MESSAGE } from '@/server/notifications/push-endpoint';
import { runNotificationPass } from '@/server/notifications/worker';
import { PUSH_ENDPOINT_TAKEN_MESSAGE } from './notifications.routes';
import { insertDms, type DmFixture } from '@/test/dm-rows';
import { createCommunity, invalid, read, readRefusal } from '@/test/http';
import { startPushService, type PushDevice } from '@/test/push-service';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  push = await startPushService();
  // The test push service is plain http on loopback: both allowances on (PUSH_ALLOW_HTTP,
  // PUSH_ALLOW_PRIVATE_HOSTS); the tests of the refusals turn them off.
  t = await createTestApp({ config: { allowHttpPush: true, allowPrivatePushHosts: true } });
  community = await createCommunity(t);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

type Member = Awaited<ReturnType<typeof community.approved>>;

const subscription = ({ endpoint, keys }: PushDevice) => ({ endpoint, keys, expirationTime: null });

const subscribe = async (member: Member, device: PushDevice) => {
  const answer = await read(
    member.api.notifications['push-subscriptions'].$post({ json: subscription(device) }),
  );
  expect(answer.status).toBe(201);
  return answer.body;
};

const dms = (start: string, count: number): DmFixture[] =>
  Array.from({ length: count }, (_, index) => ({
    sentAt: new Date(Date.parse(start) + index * 60_000),
  }));

describe('notification settings', () => {
  it('starts with the defaults and keeps every switch and time', async () => {
    const member = await community.approved('Stella Settings');
    const initial = await read(member.api.notifications.$get());
    expect(initial.status).toBe(200);
    expect(initial.body.settings).toEqual({
      digestEnabled: true,
      digestTime: '08:00',
      nudgeEnabled: true,
      nudgeTime: '19:00',
      nudgeEmail: false,
      weeklySummaryEnabled: true,
    });
    expect(initial.body.vapidPublicKey).toMatch(/^[\w-]{80,}$/);
    expect(initial.body.pushDevices).toBe(0);

    const changed = {
      digestEnabled: false,
      digestTime: '06:45',
      nudgeEnabled: false,
      nudgeTime: '21:15',
      nudgeEmail: true,
      weeklySummaryEnabled: false,
    };
    for (const [key, value] of Object.entries(changed)) {
      expect((await read(member.api.notifications.$patch({ json: { [key]: value } }))).status).toBe(
        200,
      );
    }
    const saved = await read(member.api.notifications.$get());
    expect(saved.body.settings).toEqual(changed);
    // Another member's settings are untouched.
    const other = await community.approved('Olga Other');
    const theirs = await read(other.api.notifications.$get());
    expect(theirs.body.settings.digestEnabled).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const member = await community.approved('Bea Bad');
    for (const [body, field] of [
      [{ digestTime: '25:00' }, 'digestTime'],
      [{ nudgeTime: '7pm' }, 'nudgeTime'],
      [{ digestEnabled: 'yes' }, 'digestEnabled'],
      [{ userId: 'someone-else' }, '_'],
    ] as const) {
      const answer = await readRefusal(member.api.notifications.$patch({ json: invalid(body) }));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}).join()).toContain(field);
    }
    const device = push.device();
    for (const body of [
      { endpoint: 'not a url', keys: device.keys },
      { endpoint: device.endpoint, keys: { p256dh: 'bad key!', auth: device.keys.auth } },
      { endpoint: device.endpoint },
    ]) {
      const answer = await read(
        member.api.notifications['push-subscriptions'].$post({ json: invalid(body) }),
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    t.deps.config.allowHttpPush = false;
    try {
      const plain = await readRefusal(
        member.api.notifications['push-subscriptions'].$post({ json: subscription(device) }),
      );
      expect(plain.status).toBe(400);
      expect(plain.body.error.message).toBe('A push service endpoint must use https.');
    } finally {
      t.deps.config.allowHttpPush = true;
    }
  });
});

describe('web push', () => {
  it('nudges in the evening only when the goal is not reached and a streak is at risk', async () => {
    const atRisk = await community.approved('Rory Risk');
    const atGoal = await community.approved('Gail Goal');
    const noStreak = await community.approved('Nell Nostreak');
    // UTC members: yesterday (2026-05-04) at goal for two of them; today 5 DMs vs 28.
    await insertDms(t.deps.db, atRisk.userId, [
      ...dms('2026-05-04T09:00:00Z', 28),
      ...dms('2026-05-05T09:00:00Z', 5),
    ]);
    await insertDms(t.deps.db, atGoal.userId, [
      ...dms('2026-05-04T09:00:00Z', 28),
      ...dms('2026-05-05T09:00:00Z', 28),
    ]);
    await insertDms(t.deps.db, noStreak.userId, dms('2026-05-05T09:00:00Z', 3));
    const [riskPhone, riskLaptop, goalPhone, noStreakPhone] = [
      push.device(),
      push.device(),
      push.device(),
      push.device(),
    ];
    await subscribe(atRisk, riskPhone);
    expect((await subscribe(atRisk, riskLaptop)).pushDevices).toBe(2);
    await subscribe(atGoal, goalPhone);
    await subscribe(noStreak, noStreakPhone);

    await runNotificationPass(t.deps, { now: () => new Date('2026-05-05T18:59:00Z') });
    expect(push.to(riskPhone)).toHaveLength(0);
    await runNotificationPass(t.deps, { now: () => new Date('2026-05-05T19:00:00Z') });
    for (const device of [riskPhone, riskLaptop]) {
      expect(push.to(device)).toHaveLength(1);
      expect(push.to(device)[0].payload).toEqual({
        title: 'Your streak is at risk',
        body: 'Your 1-day streak ends at midnight: 5/28 new DMs today, 23 to go.',
        url: 'http://localhost:3000/dashboard',
        tag: 'streak',
      });
      expect(push.to(device)[0].headers.authorization).toMatch(
        /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/,
      );
      expect(push.to(device)[0].headers['content-encoding']).toBe('aes128gcm');
    }
    expect(push.to(goalPhone)).toHaveLength(0);
    expect(push.to(noStreakPhone)).toHaveLength(0);
    // Once a day.
    await runNotificationPass(t.deps, { now: () => new Date('2026-05-05T20:00:00Z') });
    expect(push.to(riskPhone)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone, and falls back to email if chosen', async () => {
    const member = await community.approved('Evan Expired');
    await read(member.api.notifications.$patch({ json: { nudgeEmail: true } }));
    await insertDms(t.deps.db, member.userId, dms('2026-05-11T09:00:00Z', 28));
    const device = push.device();
    await subscribe(member, device);
    push.forget(device);
    await runNotificationPass(t.deps, { now: () => new Date('2026-05-12T19:00:00Z') });
    const after = await read(member.api.notifications.$get());
    expect(after.body.pushDevices).toBe(0);
    const mail = t.mails.find((sent) => sent.to === member.email && /risk/.test(sent.subject));
    expect(mail?.subject).toBe('Your 1-day streak is at risk');
    expect(mail?.text).toContain(
      'Your 1-day streak ends at midnight: 0/28 new DMs today, 28 to go.',
    );
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\/nudge\./);
  });

  it('forgets a device on sign-out from it and lets a member remove only their own devices', async () => {
    const member = await community.approved('Sid Signout');
    const other = await community.approved('Oona Other');
    const device = push.device();
    await subscribe(member, device);
    const refused = await read(
      other.api.notifications['push-subscriptions'].$delete({
        json: {
          endpoint: device.endpoint,
        },
      }),
    );
    expect(refused.status).toBe(404);
    const rows = () =>
      t.deps.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(await rows()).toHaveLength(1);
    // better-auth's endpoint: no typed route
    expect((await member.post('/api/auth/sign-out')).status).toBe(200);
    expect(await rows()).toHaveLength(0);

    const again = await community.approved('Tia Turnoff');
    const laptop = push.device();
    await subscribe(again, laptop);
    const removed = await read(
      again.api.notifications['push-subscriptions'].$delete({
        json: { endpoint: laptop.endpoint },
      }),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.pushDevices).toBe(0);
  });
});

/** Runs `body` as a server without PUSH_ALLOW_PRIVATE_HOSTS (the default). */
async function withoutPrivateHosts(body: () => Promise<void>) {
  t.deps.config.allowPrivatePushHosts = false;
  try {
    await body();
  } finally {
    t.deps.config.allowPrivatePushHosts = true;
  }
}

describe("push endpoints never reach the server's own network", () => {
  const REFUSED = [
    'https://127.0.0.1:8443/push/x',
    'https://127.1.2.3/push/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push/x',
    'https://[::ffff:127.0.0.1]/push/x',
    'https://[::ffff:a9fe:a9fe]/push/x',
    'https://[64:ff9b::a00:1]/push/x',
    'https://10.1.2.3/push/x',
    'https://172.16.0.1/push/x',
    'https://172.31.255.254/push/x',
    'https://192.168.1.20/push/x',
    'https://[fc00::1]/push/x',
    'https://[fd12:3456::1]/push/x',
    'https://[fe80::1]/push/x',
    'https://0.0.0.0/push/x',
    'https://0x7f000001/push/x',
    'https://2130706433/push/x',
    'https://localhost/push/x',
    'https://push.localhost/push/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://metadata/x',
  ];

  it('refuses an endpoint on a private, loopback or metadata address at registration', async () => {
    const member = await community.approved('Ivy Inside');
    const keys = push.device().keys;
    await withoutPrivateHosts(async () => {
      for (const endpoint of REFUSED) {
        const answer = await readRefusal(
          member.api.notifications['push-subscriptions'].$post({
            json: { endpoint, keys, expirationTime: null },
          }),
        );
        expect(answer.status, endpoint).toBe(400);
        expect(answer.body.error.message).toBe(PRIVATE_PUSH_HOST_MESSAGE);
        expect(answer.body.error.fields?.endpoint).toBe(PRIVATE_PUSH_HOST_MESSAGE);
      }
      // A push service's public name is accepted (where it resolves is checked at send time).
      const ok = await read(
        member.api.notifications['push-subscriptions'].$post({
          json: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', keys },
        }),
      );
      expect(ok.status).toBe(201);
    });
    const rows = await t.deps.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.userId));
    expect(rows).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' }]);
  });

  it('at send time skips and removes a subscription on a refused address: nothing is sent', async () => {
    const member = await community.approved('Ned Nested');
    await insertDms(t.deps.db, member.userId, dms('2026-05-18T09:00:00Z', 28));
    const device = push.device();
    // Stored while private hosts were allowed (or before the check existed).
    await subscribe(member, device);
    await withoutPrivateHosts(async () => {
      await runNotificationPass(t.deps, { now: () => new Date('2026-05-19T19:00:00Z') });
    });
    expect(push.to(device)).toHaveLength(0);
    const after = await read(member.api.notifications.$get());
    expect(after.body.pushDevices).toBe(0);
  });

  it("an endpoint stays its first member's: another member posting it gets 409 and changes nothing", async () => {
    const owner = await community.approved('Opal Owner');
    const other = await community.approved('Theo Taker');
    const device = push.device();
    await subscribe(owner, device);
    const stored = async () =>
      (
        await t.deps.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, device.endpoint))
      ).map(({ userId, p256dh, auth }) => ({ userId, p256dh, auth }));
    const before = await stored();
    expect(before).toEqual([{ userId: owner.userId, ...device.keys }]);

    const otherKeys = push.device().keys;
    const taken = await readRefusal(
      other.api.notifications['push-subscriptions'].$post({
        json: { endpoint: device.endpoint, keys: otherKeys, expirationTime: null },
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(PUSH_ENDPOINT_TAKEN_MESSAGE);
    expect(await stored()).toEqual(before);
    expect((await read(other.api.notifications.$get())).body.pushDevices).toBe(0);

    // The owner re-subscribing the same endpoint updates it.
    expect((await subscribe(owner, device)).pushDevices).toBe(1);
    // Removed by its owner, the endpoint is free for the next member.
    await read(
      owner.api.notifications['push-subscriptions'].$delete({
        json: { endpoint: device.endpoint },
      }),
    );
    expect((await subscribe(other, device)).pushDevices).toBe(1);
    expect((await stored())[0].userId).toBe(other.userId);
  });
});
