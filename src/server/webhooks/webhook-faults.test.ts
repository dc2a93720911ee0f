import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  freshDataDir,
  HttpMember,
  killServerProcesses,
  startServerProcess,
} from '@/test/server-process';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@/test/test-db';
import { startWebhookReceiver } from '@/test/webhook-receiver';

/**
 * At least once across a crash (docs/decisions/0137-webhooks.md): the real server is killed
 * (SIGKILL) while its receiver holds a delivery open; the next server claims it again once the
 * lease ends and delivers it under the same webhook-id. The embedded database in the default
 * pass, PostgreSQL in the PostgreSQL pass (TEST_DB_ENGINE=postgres).
 */
const serverUrl = testPostgresUrl();
const engine = serverUrl ? 'postgres' : 'pglite';
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  killServerProcesses(); // only when the test failed midway
  await Promise.all(drops.map((drop) => drop()));
});

async function freshServerEnv(): Promise<Record<string, string>> {
  const env = {
    DATA_DIR: freshDataDir('dm-sprint-webhooks-'),
    WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
    WEBHOOK_POLL_SECONDS: '1',
    WEBHOOK_LEASE_SECONDS: '2',
  };
  if (!serverUrl) return env;
  const fresh = await createEmptyPostgresDatabase(serverUrl);
  drops.push(fresh.drop);
  return {
    ...env,
    DATABASE_URL: fresh.url,
    AUTH_SECRET: 'webhook-fault-secret-webhook-fault-0123',
  };
}

describe(`webhook delivery across a kill -9 on ${engine}`, () => {
  it('delivers a message whose server died mid-delivery, afterwards, with the same webhook-id', async () => {
    // The first request is held open (the server is killed while it waits); the next answers.
    const receiver = await startWebhookReceiver((_request, n) => (n === 1 ? 'hold' : 204));
    try {
      const env = await freshServerEnv();
      const first = await startServerProcess(env);
      const admin = new HttpMember(first.url);
      await admin.signUp('hooks-admin@example.com'); // the first account: an approved admin
      const created = await admin.request<{ webhook: { id: string }; secret: string }>(
        'POST',
        '/api/webhooks',
        { url: `${receiver.url}/crash`, kind: 'standard', events: ['dm.logged'] },
      );
      expect(created.status).toBe(201);
      const logged = await admin.request<{ dm: { id: string } }>('POST', '/api/dms', {
        profileUrl: 'https://www.linkedin.com/in/crash-prospect',
      });
      expect(logged.status).toBe(201);

      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      const second = await startServerProcess(env);
      await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(2);
      const [cut, delivered] = receiver.received;
      expect(delivered.headers['webhook-id']).toBe(cut.headers['webhook-id']);
      expect(delivered.body).toBe(cut.body);
      const payload = new Webhook(created.body.secret).verify(
        delivered.body,
        delivered.headers as never,
      ) as { type: string; data: { dm: { id: string } } };
      expect(payload).toMatchObject({ type: 'dm.logged', data: { dm: { id: logged.body.dm.id } } });

      admin.base = second.url;
      // The receiver has the request before the server has its answer and records it.
      const deliveries = async () => {
        const log = await admin.request<{
          deliveries: Array<{ status: string; attempts: number }>;
        }>('GET', `/api/webhooks/${created.body.webhook.id}/deliveries`);
        return log.body.deliveries;
      };
      await expect
        .poll(deliveries, { timeout: 30_000 })
        .toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
      expect(await second.stop()).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 180_000);
});
