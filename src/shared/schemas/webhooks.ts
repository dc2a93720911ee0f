import { z } from 'zod';
import type { WebhookDeliveryId, WebhookId } from './ids';

/*
 * Outgoing webhooks' inputs, answers and fixed values (docs/webhooks.md). The web app reads the
 * values only in its dialogs, loaded on demand with zod; the cards' labels are the web's own
 * (src/web/features/webhooks/utils/texts.ts).
 */

/** Whose webhook: a member's own, or the community's (the admin's). */
export const WEBHOOK_AUDIENCES = ['member', 'community'] as const;
export type WebhookAudience = (typeof WEBHOOK_AUDIENCES)[number];

/** Standard Webhooks JSON, or a chat's incoming webhook (a readable message). */
export const WEBHOOK_KINDS = ['standard', 'discord', 'slack'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_EVENTS = [
  'dm.logged',
  'reply.logged',
  'meeting.booked',
  'goal.reached',
  'streak.at_risk',
  'member.signed_up',
  'member.approved',
  'summary.weekly',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "Send test event" sends; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The events each audience may subscribe to, in the order the cards list them. */
export const WEBHOOK_EVENTS_OF: Record<WebhookAudience, readonly WebhookEvent[]> = {
  member: ['dm.logged', 'reply.logged', 'meeting.booked', 'goal.reached', 'streak.at_risk'],
  community: [
    'member.signed_up',
    'member.approved',
    'meeting.booked',
    'goal.reached',
    'summary.weekly',
  ],
};

export const WEBHOOK_DESCRIPTION_MAX = 60;
export const WEBHOOK_URL_MAX = 2000;
/** A delivery log keeps the last this many deliveries of each webhook. */
export const WEBHOOK_LOG_SIZE = 100;
/** Why a webhook stopped: its receiver answered 410 Gone, or it failed for a day. */
export type WebhookDisabledReason = 'gone' | 'failing' | 'manual';
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

const webhookUrl = z
  .string()
  .trim()
  .min(1, 'Enter the address to send to')
  .max(WEBHOOK_URL_MAX, `Keep the address under ${WEBHOOK_URL_MAX} characters`)
  .refine(
    (value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
    'Enter an address starting with https://',
  );

const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, 'Each event once');

const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `Keep the name under ${WEBHOOK_DESCRIPTION_MAX} characters`);

export const createWebhookInput = z.strictObject({
  url: webhookUrl,
  kind: z.enum(WEBHOOK_KINDS),
  description: description.default(''),
  events,
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

/** A change: any of the fields; `enabled: true` turns a disabled webhook back on. */
export const updateWebhookInput = z
  .strictObject({
    url: webhookUrl,
    description,
    events,
    enabled: z.boolean(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Change at least one field');
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

/** A webhook as its owner's list shows it: never its secret. */
export type WebhookSummary = {
  id: WebhookId;
  audience: WebhookAudience;
  kind: WebhookKind;
  url: string;
  description: string;
  events: WebhookEvent[];
  /** When it was turned off, and why (null: it is on). */
  disabledAt: string | null;
  disabledReason: WebhookDisabledReason | null;
  /** Deliveries have failed since then without one success (null: the last one went through). */
  failingSince: string | null;
  /** The old secret's signatures are still sent until then (after a rotation). */
  previousSecretUntil: string | null;
  createdAt: string;
};
export type WebhooksResponse = { webhooks: WebhookSummary[] };
/** The answer to a creation or a rotation: the only time the secret is shown. */
export type WebhookWithSecret = { webhook: WebhookSummary; secret: string };

export type WebhookDelivery = {
  id: WebhookDeliveryId;
  /** The `webhook-id` header: the same on every attempt and on a resend. */
  messageId: string;
  event: WebhookDeliveryEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The receiver's HTTP status of the last attempt (null: no answer, or not tried yet). */
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
};
export type WebhookDeliveriesResponse = { deliveries: WebhookDelivery[] };
