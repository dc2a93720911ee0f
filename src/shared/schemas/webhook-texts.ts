/**
 * Outgoing webhooks' fixed values, without zod (docs/webhooks.md): the add dialog draws with
 * them before its first save (the schemas in ./webhooks.ts load on demand, at its submit).
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
