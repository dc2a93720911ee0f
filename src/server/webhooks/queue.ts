import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { sendQuietly } from '../mail/mailer';
import type { UserId, WebhookDeliveryId, WebhookId } from '../../shared/schemas/ids';
import {
  WEBHOOK_LOG_SIZE,
  type WebhookAudience,
  type WebhookDisabledReason,
} from '../../shared/schemas/webhook-texts';
import { waitForWebhookWork } from './outbox';
import { allowListOf, postWebhook, RefusedDestinationError } from './sender';
import { signedHeaders } from './signing';
import { webhookDisabledMail } from './webhook-mails';

export type WebhookWorkerDeps = Pick<AppDeps, 'db' | 'logger' | 'mailer' | 'config'>;

/** Seconds before each retry: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h; then it is given up. */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 86400];
/** A webhook whose deliveries have failed for this long without one success is turned off. */
export const FAILING_DISABLES_AFTER_MS = 24 * 60 * 60 * 1000;

type Claimed = {
  id: WebhookDeliveryId;
  endpointId: WebhookId;
  messageId: string;
  body: string;
  attempts: number;
};

type Endpoint = {
  id: WebhookId;
  userId: UserId;
  audience: WebhookAudience;
  url: string;
  description: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  disabledAt: Date | null;
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` due deliveries for `leaseSeconds`, as the notification queue does
 * (src/server/notifications/job-queue.ts): SKIP LOCKED lets instances claim side by side, and
 * a claim whose instance died (kill -9) expires with its lease and is claimed again, so every
 * message is delivered at least once, always under its one message id.
 */
async function claimDeliveries(db: Db, now: Date, limit: number, leaseSeconds: number) {
  return queryRows<Claimed>(
    db,
    sql`
    update webhook_deliveries set
      locked_until = ${at(now)} + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and run_after <= ${at(now)}
        and (locked_until is null or locked_until <= ${at(now)})
      order by run_after
      limit ${limit}
      for update skip locked)
    returning id, endpoint_id as "endpointId", message_id as "messageId", body, attempts`,
  );
}

async function loadEndpoint(db: Db, id: WebhookId): Promise<Endpoint | null> {
  const [row] = await queryRows<Endpoint>(
    db,
    sql`select id, user_id as "userId", audience, url, description, secret,
          previous_secret as "previousSecret", previous_secret_until as "previousSecretUntil",
          disabled_at as "disabledAt"
        from webhook_endpoints where id = ${id}`,
  );
  return row
    ? { ...row, previousSecretUntil: row.previousSecretUntil && new Date(row.previousSecretUntil) }
    : null;
}

type Outcome = {
  status: 'pending' | 'delivered' | 'failed' | 'skipped';
  responseStatus: number | null;
  durationMs: number | null;
  /** Why no answer came (our own words); an answer is told by its status alone. */
  error: string | null;
  runAfter?: Date;
};

async function record(db: Db, delivery: Claimed, outcome: Outcome, now: Date): Promise<void> {
  await db.execute(sql`
    update webhook_deliveries set status = ${outcome.status},
      response_status = ${outcome.responseStatus}, duration_ms = ${outcome.durationMs},
      last_error = ${outcome.error?.slice(0, 500) ?? null}, last_attempt_at = ${at(now)},
      run_after = ${at(outcome.runAfter ?? now)}, locked_until = null
    where id = ${delivery.id}`);
}

/** Turns a webhook off (once) and mails its owner; false when it was already off. */
async function disable(
  deps: WebhookWorkerDeps,
  endpoint: Endpoint,
  reason: WebhookDisabledReason,
  now: Date,
): Promise<void> {
  const [owner] = await queryRows<{ email: string; name: string }>(
    deps.db,
    sql`update webhook_endpoints e set disabled_at = ${at(now)}, disabled_reason = ${reason},
          updated_at = ${at(now)}
        from "user" u
        where e.id = ${endpoint.id} and e.disabled_at is null and u.id = e.user_id
        returning u.email, u.name`,
  );
  if (!owner) return;
  deps.logger.warn({ webhookId: endpoint.id, reason }, 'webhook turned off');
  sendQuietly(
    deps.mailer,
    deps.logger,
    webhookDisabledMail(owner.email, owner.name, endpoint, reason, deps.config.baseURL),
  );
}

/** What one failed attempt leads to: a retry on the schedule, or giving up. */
async function failed(
  deps: WebhookWorkerDeps,
  delivery: Claimed,
  endpoint: Endpoint,
  answer: Pick<Outcome, 'responseStatus' | 'durationMs' | 'error'>,
  now: Date,
): Promise<Outcome> {
  const [{ failingSince }] = await queryRows<{ failingSince: string | Date }>(
    deps.db,
    sql`update webhook_endpoints set failing_since = coalesce(failing_since, ${at(now)})
        where id = ${endpoint.id} returning failing_since as "failingSince"`,
  );
  if (now.getTime() - new Date(failingSince).getTime() >= FAILING_DISABLES_AFTER_MS) {
    await disable(deps, endpoint, 'failing', now);
    return { ...answer, status: 'failed' };
  }
  const delay = RETRY_DELAYS_SECONDS[delivery.attempts - 1];
  if (delay === undefined) return { ...answer, status: 'failed' };
  return { ...answer, status: 'pending', runAfter: new Date(now.getTime() + delay * 1000) };
}

/** One attempt of one claimed delivery, recorded in its row. */
async function attempt(deps: WebhookWorkerDeps, delivery: Claimed, now: Date): Promise<Outcome> {
  const endpoint = await loadEndpoint(deps.db, delivery.endpointId);
  if (!endpoint || endpoint.disabledAt) {
    return {
      status: 'skipped',
      responseStatus: null,
      durationMs: null,
      error: 'The webhook is turned off.',
    };
  }
  const secrets = [endpoint.secret];
  if (
    endpoint.previousSecret &&
    endpoint.previousSecretUntil &&
    endpoint.previousSecretUntil > now
  ) {
    secrets.push(endpoint.previousSecret);
  }
  const headers = signedHeaders(secrets, delivery.messageId, now, delivery.body);
  let answer;
  try {
    answer = await postWebhook(
      endpoint.url,
      delivery.body,
      headers,
      allowListOf(deps.config.webhookAllowHosts),
    );
  } catch (error) {
    const message =
      error instanceof RefusedDestinationError
        ? `Refused: ${error.message}`
        : `No answer: ${(error as Error).message}`;
    return failed(
      deps,
      delivery,
      endpoint,
      { responseStatus: null, durationMs: null, error: message },
      now,
    );
  }
  const result = { responseStatus: answer.status, durationMs: answer.durationMs, error: null };
  if (answer.status >= 200 && answer.status < 300) {
    await deps.db.execute(
      sql`update webhook_endpoints set failing_since = null where id = ${endpoint.id} and failing_since is not null`,
    );
    return { ...result, status: 'delivered' };
  }
  if (answer.status === 410) {
    await disable(deps, endpoint, 'gone', now);
    return { ...result, status: 'failed' };
  }
  return failed(deps, delivery, endpoint, result, now);
}

/** Keeps the last WEBHOOK_LOG_SIZE deliveries of each webhook (pending ones always). */
async function trimLogs(db: Db, endpointIds: WebhookId[]): Promise<void> {
  for (const id of new Set(endpointIds)) {
    await db.execute(sql`
      delete from webhook_deliveries where endpoint_id = ${id} and status <> 'pending'
        and id not in (select id from webhook_deliveries where endpoint_id = ${id}
                       order by created_at desc limit ${WEBHOOK_LOG_SIZE})`);
  }
}

export type WebhookPassOptions = {
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
  leaseSeconds?: number;
  batchSize?: number;
};

/**
 * One pass: sends due deliveries (a batch at a time, side by side) until none is left to
 * claim. Every instance may run passes at once; the queue hands each delivery to one of them.
 */
export async function runWebhookPass(
  deps: WebhookWorkerDeps,
  { now = () => new Date(), leaseSeconds = 60, batchSize = 10 }: WebhookPassOptions = {},
): Promise<{ delivered: number; failed: number }> {
  const counts = { delivered: 0, failed: 0 };
  for (;;) {
    const batch = await claimDeliveries(deps.db, now(), batchSize, leaseSeconds);
    if (batch.length === 0) return counts;
    await Promise.all(
      batch.map(async (delivery) => {
        const outcome = await attempt(deps, delivery, now());
        await record(deps.db, delivery, outcome, now());
        if (outcome.status === 'delivered') counts.delivered++;
        else counts.failed++;
      }),
    );
    await trimLogs(
      deps.db,
      batch.map((delivery) => delivery.endpointId),
    );
  }
}

/** How long stopping waits for deliveries in flight (the server's own stop allows 10 s). */
const STOP_GRACE_MS = 3000;

/** Runs passes every `intervalMs`, and at once when this process queues an event; returns stop(). */
export function startWebhookWorker(
  deps: WebhookWorkerDeps,
  { intervalMs, ...options }: WebhookPassOptions & { intervalMs: number },
): () => Promise<void> {
  let stopped = false;
  let cancelWait = () => {};
  const loop = async () => {
    while (!stopped) {
      await runWebhookPass(deps, options).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'webhook pass failed; the next pass retries');
      });
      if (stopped) return;
      const wait = waitForWebhookWork(intervalMs);
      cancelWait = wait.cancel;
      await wait.promise;
    }
  };
  const running = loop();
  return async () => {
    stopped = true;
    cancelWait();
    // A delivery still waiting on a slow receiver is not waited for past STOP_GRACE_MS: its
    // lease runs out and another pass sends it again, under the same webhook-id.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      running,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STOP_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
  };
}
