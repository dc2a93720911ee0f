import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  guardedLookupWith,
  isPrivateHost,
  parseHostAllowList,
  RefusedHostError,
  type HostAllowList,
} from '../http/outbound-address';

/** Each attempt gives up after this long without the answer's status. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const REFUSED_DESTINATION_MESSAGE =
  "A webhook must go to a public address, not one on the server's own network (an operator can allow a LAN host with WEBHOOK_ALLOW_HOSTS).";
export const HTTPS_ONLY_MESSAGE = 'A webhook address must start with https://.';

/**
 * What an attempt keeps of an answer: its status and how long it took, never its body (a
 * receiver's error page could show a member an internal page of an allowed host).
 */
export type WebhookAnswer = { status: number; durationMs: number };

/** The delivery log's words for an answer's status; null for a 2xx. */
export function answerError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status === 410) return 'The receiver answered 410 Gone: the webhook is turned off.';
  if (status >= 300 && status < 400) return `Answered ${status}: redirects are not followed`;
  return `Answered ${status}`;
}

/** A destination the server will not send to: said before anything is sent. */
export class RefusedDestinationError extends Error {}

export const allowListOf = (spec: string | undefined): HostAllowList =>
  parseHostAllowList(spec ?? '');

/**
 * Why the server will not send to `url`, or null: https only (http only to an allowed host),
 * and no host on the server's own network written out or named, unless the operator allowed
 * it. A public name is checked again where it resolves, on each attempt.
 */
export function destinationRefusal(url: string, allow: HostAllowList): string | null {
  const { protocol, hostname } = new URL(url);
  const allowed = allow.allowsName(hostname);
  if (protocol !== 'https:' && !(protocol === 'http:' && allowed)) return HTTPS_ONLY_MESSAGE;
  if (!allowed && isPrivateHost(hostname)) return REFUSED_DESTINATION_MESSAGE;
  return null;
}

/**
 * One POST: the receiver's status and how long it took; the body is never read. No redirect
 * is followed (a 3xx is the answer); the address connected to is the one checked (a name that
 * resolves inside is refused in the connection itself: no DNS rebinding).
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allow: HostAllowList,
): Promise<WebhookAnswer> {
  const refusal = destinationRefusal(url, allow);
  if (refusal) throw new RefusedDestinationError(refusal);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(
        error instanceof RefusedHostError
          ? new RefusedDestinationError(REFUSED_DESTINATION_MESSAGE)
          : error.name === 'TimeoutError' || error.name === 'AbortError'
            ? new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)
            : error,
      );
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'DM-Sprint-Webhooks/1',
        },
        // A literal address never reaches a lookup: destinationRefusal checked it above.
        lookup: isIP(target.hostname.replace(/^\[|\]$/g, ''))
          ? undefined
          : guardedLookupWith(allow),
        agent: false,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, durationMs: elapsed() });
        // Its own connection (no agent): closing it drops whatever body follows.
        response.destroy();
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}
