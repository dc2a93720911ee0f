import type { WebhookAudience } from '@/shared/schemas/webhook-texts';

/** The webhooks' queries: the member's own or the community's list, and a webhook's log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (audience: WebhookAudience) => ['webhooks', audience] as const,
  deliveries: (audience: WebhookAudience, id: string) =>
    ['webhooks', audience, id, 'deliveries'] as const,
};
