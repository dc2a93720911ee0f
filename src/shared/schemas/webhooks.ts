import { z } from 'zod';
import type { WebhookDeliveryId, WebhookId } from './ids';
import {
  type WebhookAudience,
  WEBHOOK_KINDS,
  type WebhookKind,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookDeliveryEvent,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type WebhookDisabledReason,
  type WebhookDeliveryStatus,
} from './webhook-texts';

/*
 * Outgoing webhooks' inputs and answers (docs/webhooks.md); their fixed values are in
 * ./webhook-texts.ts. The web app loads these with zod on demand; the cards' labels are the web's
 * own (src/web/features/webhooks/utils/texts.ts).
 */

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
