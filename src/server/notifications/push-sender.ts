import webpush, { type PushSubscription } from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushOutcome = 'delivered' | 'gone';

const PUSH_TIMEOUT_MS = 15_000;

/**
 * Web Push through the member's push service, signed with the instance's VAPID keys.
 * web-push encrypts and signs; fetch delivers, so a plain-http test push service on loopback
 * works too (the subscribe route accepts such endpoints only when configured to).
 */
export function createPushSender(vapid: VapidKeys) {
  return {
    publicKey: vapid.publicKey,
    /** 'gone' when the push service says the subscription no longer exists (404/410). */
    async send(subscription: PushSubscription, payload: PushPayload): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: 4 * 60 * 60,
        urgency: 'normal',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'delivered';
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

export const generateVapidKeys = (subject: string): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject,
});
