import type { WebhookSummary } from '@/shared/schemas/webhooks';

/** A webhook's name, or its address's host when it has none. */
export const webhookLabel = (webhook: Pick<WebhookSummary, 'description' | 'url'>) =>
  webhook.description || (URL.canParse(webhook.url) ? new URL(webhook.url).host : webhook.url);
