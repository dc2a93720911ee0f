import {
  guardedLookupWith,
  isPrivateHost,
  isRefusedAddress,
  RefusedHostError,
} from '../http/outbound-address';

/**
 * A push subscription's endpoint is an address the server connects to, chosen by a member's
 * browser (or by a member by hand). It must be a public push service, never this server's own
 * network (the checks: src/server/http/outbound-address.ts, shared with webhooks).
 * PUSH_ALLOW_PRIVATE_HOSTS=true lifts this for a test push service on loopback (docs/operations.md).
 */

export const PRIVATE_PUSH_HOST_MESSAGE =
  "This browser's push service is on the DM Sprint server's own network, so notifications could not reach you. Turn them on in a browser that uses its maker's push service (Chrome, Edge, Firefox, Safari), or ask the operator (PUSH_ALLOW_PRIVATE_HOSTS).";

export { isRefusedAddress };

/**
 * Why an endpoint is refused before anything is sent to it: its host is a refused address
 * written out, or a local name. A public name is checked again where it resolves, at send time.
 */
export function endpointRefusal(endpoint: string): string | null {
  return isPrivateHost(new URL(endpoint).hostname) ? PRIVATE_PUSH_HOST_MESSAGE : null;
}

/** What a push connection fails with when its host resolves to a refused address. */
export { RefusedHostError as RefusedPushHostError };

/** The DNS lookup of a push connection: the address connected to is the one checked. */
export const guardedLookup = guardedLookupWith(undefined, 'push endpoint');
