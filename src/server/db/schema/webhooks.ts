import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UserId, WebhookDeliveryId, WebhookId } from '../../../shared/schemas/ids';
import type {
  WebhookAudience,
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEvent,
  WebhookKind,
} from '../../../shared/schemas/webhook-texts';
import { user } from './auth';

/**
 * Outgoing webhooks (docs/decisions/0137-webhooks.md): a member's own (`member`), or the
 * community's (`community`, any admin's to manage; `user_id` is the admin who made it and
 * gets its mails). The secret signs every delivery (Standard Webhooks); after a rotation the
 * previous one signs too until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id')
      .$type<WebhookId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<WebhookAudience>().notNull(),
    kind: text('kind').$type<WebhookKind>().notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    /** The first failed attempt since the last success: a day of failures turns it off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId, t.createdAt),
    index('webhook_endpoints_audience_idx').on(t.audience, t.createdAt),
  ],
);

/**
 * The queue and the delivery log in one: a row per message to an endpoint, claimed with a
 * lease like notification_jobs (at least once across instances), retried on its schedule with
 * the same `message_id` (the `webhook-id` header). `event_key` makes an event enqueued once per
 * endpoint (a replayed Log DM, two admins' Monday jobs); the last 100 rows of an endpoint are kept.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id')
      .$type<WebhookDeliveryId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    endpointId: uuid('endpoint_id')
      .$type<WebhookId>()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    event: text('event').$type<WebhookDeliveryEvent>().notNull(),
    eventKey: text('event_key'),
    /** The exact body sent on every attempt (the signature covers it). */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq').on(t.endpointId, t.eventKey),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.runAfter)
      .where(sql`status = 'pending'`),
  ],
);
