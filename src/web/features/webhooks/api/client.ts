import type { WebhookAudience } from '@/shared/schemas/webhook-texts';
import { api } from '@/web/lib/api';

/** The same routes for the member's own webhooks and (admin) the community's. */
export const webhooksClient = (audience: WebhookAudience) =>
  audience === 'member' ? api.api.webhooks : api.api.admin.webhooks;
