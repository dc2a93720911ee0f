import type {
  WebhookAudience,
  WebhookDisabledReason,
  WebhookEvent,
  WebhookKind,
} from '@/shared/schemas/webhook-texts';

/** The webhooks' labels (docs/product.md, Settings and Admin): the cards paint with them. */
export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  standard: 'JSON (Standard Webhooks)',
  discord: 'Discord',
  slack: 'Slack',
};

export const WEBHOOK_EVENT_LABELS: Record<WebhookAudience, Record<WebhookEvent, string>> = {
  member: {
    'dm.logged': 'DM logged',
    'reply.logged': 'Reply logged',
    'meeting.booked': 'Meeting booked',
    'goal.reached': 'Daily goal reached',
    'streak.at_risk': 'Streak at risk',
    'member.signed_up': 'Member signed up',
    'member.approved': 'Member approved',
    'summary.weekly': 'Monday summary',
  },
  community: {
    'dm.logged': 'DM logged',
    'reply.logged': 'Reply logged',
    'meeting.booked': 'Any member booked a meeting',
    'goal.reached': 'Any member reached their goal',
    'streak.at_risk': 'Streak at risk',
    'member.signed_up': 'Member signed up, waiting for approval',
    'member.approved': 'Member approved',
    'summary.weekly': 'Monday summary',
  },
};

export const DISABLED_TEXT: Record<WebhookDisabledReason, string> = {
  gone: 'Off: the receiver answered 410 Gone',
  failing: 'Off: failed for a day',
  manual: 'Off',
};
