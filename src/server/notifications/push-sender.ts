import webpush, { WebPushError, type PushSubscription } from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushOutcome = 'delivered' | 'gone';

/** Web Push through the member's push service, signed with the instance's VAPID keys. */
export function createPushSender(vapid: VapidKeys) {
  return {
    publicKey: vapid.publicKey,
    /** 'gone' when the push service says the subscription no longer exists (404/410). */
    async send(subscription: PushSubscription, payload: PushPayload): Promise<PushOutcome> {
      try {
        await webpush.sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 4 * 60 * 60,
          urgency: 'normal',
          timeout: 15_000,
        });
        return 'delivered';
      } catch (error) {
        if (
          error instanceof WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

export const generateVapidKeys = (subject: string): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject,
});
