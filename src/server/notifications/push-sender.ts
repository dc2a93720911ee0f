import http from 'node:http';
import https from 'node:https';
import webpush, { type PushSubscription } from 'web-push';
import { endpointRefusal, guardedLookup, RefusedPushHostError } from './push-endpoint';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushPayload = { title: string; body: string; url: string; tag: string };

/** 'refused': the endpoint is (or resolves to) an address on the server's own network. */
export type PushOutcome = 'delivered' | 'gone' | 'refused';

const PUSH_TIMEOUT_MS = 15_000;

type Options = {
  /** PUSH_ALLOW_PRIVATE_HOSTS: a test push service on loopback; read at each send. */
  allowPrivateHosts?: () => boolean;
};

/** One POST to the push service: its status. No redirect is followed. */
function post(
  endpoint: URL,
  request: ReturnType<typeof webpush.generateRequestDetails>,
  guarded: boolean,
): Promise<number> {
  const client = endpoint.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      endpoint,
      {
        method: request.method,
        headers: request.headers,
        lookup: guarded ? guardedLookup : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

/**
 * Web Push through the member's push service, signed with the instance's VAPID keys.
 * web-push encrypts and signs; the request goes out over node:http(s) with a DNS lookup that
 * refuses the server's own network (src/server/notifications/push-endpoint.ts), so a plain-http
 * test push service on loopback works only when allowed (PUSH_ALLOW_HTTP and
 * PUSH_ALLOW_PRIVATE_HOSTS).
 */
export function createPushSender(vapid: VapidKeys, { allowPrivateHosts }: Options = {}) {
  return {
    publicKey: vapid.publicKey,
    /** 'gone' when the push service says the subscription no longer exists (404/410). */
    async send(subscription: PushSubscription, payload: PushPayload): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: 4 * 60 * 60,
        urgency: 'normal',
      });
      const guarded = !allowPrivateHosts?.();
      if (guarded && endpointRefusal(request.endpoint)) return 'refused';
      let status: number;
      try {
        status = await post(new URL(request.endpoint), request, guarded);
      } catch (error) {
        if (error instanceof RefusedPushHostError) return 'refused';
        throw error;
      }
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
      return 'delivered';
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

export const generateVapidKeys = (subject: string): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject,
});
