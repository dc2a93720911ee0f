import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../notifications/prefs.service';
import { endpointRefusal } from '../../notifications/push-endpoint';
import {
  countPushDevices,
  removePushSubscription,
  savePushSubscription,
} from '../../notifications/push-subscriptions';
import {
  notificationSettingsInput,
  pushEndpointInput,
  pushSubscriptionInput,
  type NotificationSettingsResponse,
} from '../../../shared/schemas/notifications';
import type { UserId } from '../../../shared/schemas/ids';

export const PUSH_ENDPOINT_TAKEN_MESSAGE =
  'This device already sends notifications to another DM Sprint account. Sign that account out on this device first.';

export function createNotificationsRoutes({ db, push, config }: AppDeps) {
  const respond = async (userId: UserId): Promise<NotificationSettingsResponse> => ({
    settings: await getNotificationSettings(db, userId),
    vapidPublicKey: push.publicKey,
    pushDevices: await countPushDevices(db, userId),
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await respond(c.get('viewer').userId)))
    .patch('/', validate('json', notificationSettingsInput), async (c) => {
      const { userId } = c.get('viewer');
      await updateNotificationSettings(db, userId, c.req.valid('json'));
      return c.json(await respond(userId));
    })
    .post('/push-subscriptions', validate('json', pushSubscriptionInput), async (c) => {
      const viewer = c.get('viewer');
      const input = c.req.valid('json');
      if (!input.endpoint.startsWith('https://') && !config.allowHttpPush) {
        throw badRequest('A push service endpoint must use https.', {
          endpoint: 'Enter the push service URL',
        });
      }
      const refusal = config.allowPrivatePushHosts ? null : endpointRefusal(input.endpoint);
      if (refusal) throw badRequest(refusal, { endpoint: refusal });
      if (!(await savePushSubscription(db, viewer, input))) {
        throw conflict(PUSH_ENDPOINT_TAKEN_MESSAGE);
      }
      return c.json(await respond(viewer.userId), 201);
    })
    .delete('/push-subscriptions', validate('json', pushEndpointInput), async (c) => {
      const { userId } = c.get('viewer');
      if (!(await removePushSubscription(db, userId, c.req.valid('json').endpoint))) {
        throw notFound('This device does not receive notifications.');
      }
      return c.json(await respond(userId));
    });
}
