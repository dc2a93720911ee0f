import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { perMemberLimit } from '../../middleware/per-member-limit';
import type { WebhookDeliveryId, WebhookId } from '../../../shared/schemas/ids';
import {
  createWebhookInput,
  updateWebhookInput,
  type WebhookDeliveriesResponse,
  type WebhooksResponse,
} from '../../../shared/schemas/webhooks';
import type { WebhookAudience } from '../../../shared/schemas/webhook-texts';
import { allowListOf } from '../../webhooks/sender';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  type WebhookOwner,
} from './webhooks.service';

const webhookId = idParam<WebhookId>('No such webhook.');
const deliveryId = idParam<WebhookDeliveryId>('No such delivery.');

/** Test events and resends per member in 10 minutes (each is an outgoing request). */
const SENDS_PER_10_MINUTES = 30;

/**
 * One webhook's routes for an audience: the member's own (`/api/webhooks`) or the community's
 * (`/api/admin/webhooks`, behind requireAdmin). docs/webhooks.md, ADR 0137.
 */
export function createWebhookRoutes(deps: AppDeps, audience: WebhookAudience) {
  const { db, config, rateCounter } = deps;
  const allow = () => allowListOf(config.webhookAllowHosts);
  const sends = perMemberLimit(rateCounter, {
    key: `webhook-sends:${audience}`,
    max: SENDS_PER_10_MINUTES,
    windowSeconds: 600,
    what: 'test events and resends',
  });
  const owner = (viewer: { userId: WebhookOwner['userId'] }): WebhookOwner => ({
    audience,
    userId: viewer.userId,
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const body: WebhooksResponse = { webhooks: await listWebhooks(db, owner(c.get('viewer'))) };
      return c.json(body);
    })
    .post('/', validate('json', createWebhookInput), async (c) =>
      c.json(await createWebhook(db, owner(c.get('viewer')), c.req.valid('json'), allow()), 201),
    )
    .patch('/:id', validate('json', updateWebhookInput), webhookId, async (c) =>
      c.json({
        webhook: await updateWebhook(
          db,
          owner(c.get('viewer')),
          c.req.valid('param').id,
          c.req.valid('json'),
          allow(),
        ),
      }),
    )
    .delete('/:id', webhookId, async (c) => {
      await deleteWebhook(db, owner(c.get('viewer')), c.req.valid('param').id);
      return c.json({ deleted: true });
    })
    .post('/:id/rotate-secret', webhookId, async (c) =>
      c.json(await rotateWebhookSecret(db, owner(c.get('viewer')), c.req.valid('param').id)),
    )
    .post('/:id/test', sends, webhookId, async (c) =>
      c.json(
        { delivery: await sendTestEvent(db, owner(c.get('viewer')), c.req.valid('param').id) },
        202,
      ),
    )
    .get('/:id/deliveries', webhookId, async (c) => {
      const body: WebhookDeliveriesResponse = {
        deliveries: await listDeliveries(db, owner(c.get('viewer')), c.req.valid('param').id),
      };
      return c.json(body);
    })
    .post('/deliveries/:id/resend', sends, deliveryId, async (c) =>
      c.json(
        { delivery: await resendDelivery(db, owner(c.get('viewer')), c.req.valid('param').id) },
        202,
      ),
    );
}
