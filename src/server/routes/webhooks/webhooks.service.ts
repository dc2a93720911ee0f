import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { HostAllowList } from '../../http/outbound-address';
import type { UserId, WebhookDeliveryId, WebhookId } from '../../../shared/schemas/ids';
import {
  type createWebhookInput,
  type UpdateWebhookInput,
  type WebhookDelivery,
  type WebhookSummary,
  type WebhookWithSecret,
} from '../../../shared/schemas/webhooks';
import {
  WEBHOOK_EVENTS_OF,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_EVENT,
  type WebhookAudience,
  type WebhookEvent,
} from '../../../shared/schemas/webhook-texts';
import type { z } from 'zod';
import {
  deliveryBody,
  enqueueDelivery,
  testEventRendered,
  wakeWebhookWorkers,
} from '../../webhooks/outbox';
import { answerError, destinationRefusal } from '../../webhooks/sender';
import { newWebhookSecret } from '../../webhooks/signing';

/**
 * Outgoing webhooks (docs/decisions/0137-webhooks.md): a member's own, or the community's
 * (every admin manages those). Whose rows a call may touch is its `owner`.
 */
export type WebhookOwner = { audience: WebhookAudience; userId: UserId };

/** At most this many webhooks per member (and for the community). */
export const WEBHOOKS_MAX = 10;
/** After a rotation, the old secret also signs for this long. */
export const PREVIOUS_SECRET_HOURS = 24;

const NO_SUCH_WEBHOOK = 'No such webhook.';
const NO_SUCH_DELIVERY = 'No such delivery.';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function summary(row: EndpointRow): WebhookSummary {
  return {
    id: row.id,
    audience: row.audience,
    kind: row.kind,
    url: row.url,
    description: row.description,
    events: row.events,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function delivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    // An answer is told by its status only: a body kept by older versions is never shown.
    error: row.responseStatus === null ? row.lastError : answerError(row.responseStatus),
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.runAfter.toISOString() : null,
  };
}

/** The owner's rows: the member's own, or (community) every admin's. */
const ownedBy = (owner: WebhookOwner): SQL =>
  owner.audience === 'member'
    ? and(eq(webhookEndpoints.audience, 'member'), eq(webhookEndpoints.userId, owner.userId))!
    : eq(webhookEndpoints.audience, 'community');

function checkEvents(owner: WebhookOwner, events: WebhookEvent[] | undefined) {
  const allowed = WEBHOOK_EVENTS_OF[owner.audience];
  const stray = events?.find((event) => !allowed.includes(event));
  if (stray) {
    throw new HttpError(400, 'validation_error', `“${stray}” is not an event you can send here.`, {
      events: `Choose from: ${allowed.join(', ')}`,
    });
  }
}

function checkDestination(url: string | undefined, allow: HostAllowList) {
  const refusal = url === undefined ? null : destinationRefusal(url, allow);
  if (refusal) throw new HttpError(400, 'destination_refused', refusal, { url: refusal });
}

async function owned(db: Db, owner: WebhookOwner, id: WebhookId): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)));
  if (!row) throw notFound(NO_SUCH_WEBHOOK);
  return row;
}

export async function listWebhooks(db: Db, owner: WebhookOwner): Promise<WebhookSummary[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(owner))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(summary);
}

export async function createWebhook(
  db: Db,
  owner: WebhookOwner,
  input: z.output<typeof createWebhookInput>,
  allow: HostAllowList,
  now = new Date(),
): Promise<WebhookWithSecret> {
  checkEvents(owner, input.events);
  checkDestination(input.url, allow);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(ownedBy(owner));
  if (Number(n) >= WEBHOOKS_MAX) {
    throw new HttpError(
      409,
      'too_many_webhooks',
      `There are already ${WEBHOOKS_MAX} webhooks: delete one to add another.`,
    );
  }
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      userId: owner.userId,
      audience: owner.audience,
      kind: input.kind,
      url: input.url,
      description: input.description,
      events: input.events,
      secret,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { webhook: summary(row), secret };
}

export async function updateWebhook(
  db: Db,
  owner: WebhookOwner,
  id: WebhookId,
  input: UpdateWebhookInput,
  allow: HostAllowList,
  now = new Date(),
): Promise<WebhookSummary> {
  checkEvents(owner, input.events);
  checkDestination(input.url, allow);
  const { enabled, ...fields } = input;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...fields,
      ...(enabled === true ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
      ...(enabled === false ? { disabledAt: now, disabledReason: 'manual' as const } : {}),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
    .returning();
  if (!row) throw notFound(NO_SUCH_WEBHOOK);
  return summary(row);
}

export async function deleteWebhook(db: Db, owner: WebhookOwner, id: WebhookId): Promise<void> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound(NO_SUCH_WEBHOOK);
}

/** A new secret; the old one keeps signing (beside it) for PREVIOUS_SECRET_HOURS. */
export async function rotateWebhookSecret(
  db: Db,
  owner: WebhookOwner,
  id: WebhookId,
  now = new Date(),
): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600_000),
      secret,
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
    .returning();
  if (!row) throw notFound(NO_SUCH_WEBHOOK);
  return { webhook: summary(row), secret };
}

async function queued(db: Db, id: WebhookDeliveryId | null): Promise<WebhookDelivery> {
  wakeWebhookWorkers();
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id!));
  return delivery(row);
}

const TURNED_OFF = 'Turn the webhook on to send to it.';

/** "Send test event": a `webhook.test` message, queued now. */
export async function sendTestEvent(
  db: Db,
  owner: WebhookOwner,
  id: WebhookId,
  now = new Date(),
): Promise<WebhookDelivery> {
  const row = await owned(db, owner, id);
  if (row.disabledAt) throw new HttpError(409, 'webhook_disabled', TURNED_OFF);
  const body = deliveryBody(row.kind, WEBHOOK_TEST_EVENT, testEventRendered(row.audience), now);
  const deliveryId = await enqueueDelivery(
    db,
    row.id,
    { event: WEBHOOK_TEST_EVENT, key: null, body },
    now,
  );
  return queued(db, deliveryId);
}

/** The webhook's last WEBHOOK_LOG_SIZE deliveries, newest first. */
export async function listDeliveries(
  db: Db,
  owner: WebhookOwner,
  id: WebhookId,
): Promise<WebhookDelivery[]> {
  await owned(db, owner, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return rows.map(delivery);
}

/**
 * Resend: the same message (its body and `webhook-id`, so a receiver that has it can tell),
 * queued again as a new row of the log.
 */
export async function resendDelivery(
  db: Db,
  owner: WebhookOwner,
  deliveryId: WebhookDeliveryId,
  now = new Date(),
): Promise<WebhookDelivery> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), ownedBy(owner)));
  if (!row) throw notFound(NO_SUCH_DELIVERY);
  if (row.endpoint.disabledAt) throw new HttpError(409, 'webhook_disabled', TURNED_OFF);
  const id = await enqueueDelivery(
    db,
    row.endpoint.id,
    {
      event: row.delivery.event,
      key: null,
      body: row.delivery.body,
      messageId: row.delivery.messageId,
    },
    now,
  );
  return queued(db, id);
}
