import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): a secret is `whsec_` and
 * base64 key bytes; each attempt carries `webhook-id` (the message, the same on every retry),
 * `webhook-timestamp` (seconds, this attempt) and `webhook-signature`: `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` under the key, one per live secret, space-separated.
 */
export const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/** A message id: `msg_` and 16 random bytes (base64url). */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers of one attempt, signed by every secret given. */
export function signedHeaders(
  secrets: string[],
  id: string,
  now: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, id, timestamp, body)).join(' '),
  };
}
