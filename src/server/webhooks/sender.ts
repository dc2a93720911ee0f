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

/**
 * Why an address on the server's own network is refused, and what to do instead, in words a
 * member who is not a developer can act on: localhost and 127.0.0.1 are the server, not their
 * computer.
 */
export const REFUSED_DESTINATION_MESSAGE =
  "This address is on the DM Sprint server's own network (like localhost, 127.0.0.1 or 192.168.…), so nothing sent there would reach you. Use the public https:// address your tool gives you (Zapier, Make, n8n, Discord, Slack), or a tunnel such as ngrok for a tool on your computer. The operator can allow a host on the server's network with WEBHOOK_ALLOW_HOSTS.";
export const HTTPS_ONLY_MESSAGE =
  'A webhook address must start with https://, so what is sent travels encrypted. Copy the https:// address your tool gives you.';

/**
 * What an attempt keeps of an answer: its status and how long it took, never its body (a
 * receiver's error page could show a member an internal page of an allowed host).
 */
export type WebhookAnswer = { status: number; durationMs: number };

/** The delivery log's words for an answer's status; null for a 2xx. */
export function answerError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status === 410) return 'The receiver answered 410 Gone: the webhook is turned off.';
  if (status >= 300 && status < 400) {
    return `The receiver answered ${status}, a redirect, which is not followed: use the address it points to.`;
  }
  return `The receiver answered ${status}.`;
}

/** A destination the server will not send to: said before anything is sent. */
export class RefusedDestinationError extends Error {}

export const allowListOf = (spec: string | undefined): HostAllowList =>
  parseHostAllowList(spec ?? '');

/**
 * Why the server will not send to `url`, or null. One rule whatever the scheme: a host on the
 * server's own network, written out (127.0.0.1) or named (localhost), is refused for that
 * reason unless the operator allowed it (`localhost` counts as the loopback address the list
 * allows); then https only, http only to an allowed host. A public name is checked again where
 * it resolves, on each attempt.
 */
export function destinationRefusal(url: string, allow: HostAllowList): string | null {
  const { protocol, hostname } = new URL(url);
  const allowed = allow.allowsName(hostname);
  if (!allowed && isPrivateHost(hostname)) return REFUSED_DESTINATION_MESSAGE;
  if (protocol !== 'https:' && !(protocol === 'http:' && allowed)) return HTTPS_ONLY_MESSAGE;
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
