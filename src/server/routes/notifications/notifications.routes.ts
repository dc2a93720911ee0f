import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../notifications/prefs.service';
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
      await savePushSubscription(db, viewer, input);
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
