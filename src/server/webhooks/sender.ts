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

/** Each attempt gives up after this long (connection, answer and its body together). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** At most this much of an answer is read (and kept for the delivery log). */
const RESPONSE_CAP_BYTES = 4096;

export const REFUSED_DESTINATION_MESSAGE =
  "A webhook must go to a public address, not one on the server's own network (an operator can allow a LAN host with WEBHOOK_ALLOW_HOSTS).";
export const HTTPS_ONLY_MESSAGE = 'A webhook address must start with https://.';

export type WebhookAnswer = { status: number; durationMs: number; body: string };

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
 * One POST: the receiver's status, how long it took, and the start of its answer. No redirect
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
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            durationMs: elapsed(),
            body: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_CAP_BYTES),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= RESPONSE_CAP_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_CAP_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}
