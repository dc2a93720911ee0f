import { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../src/shared/schemas/profile';
import { prefetchPageData } from '../../src/web/app/page-data';
import { meKey } from '../../src/web/lib/me';

type Profile = MeResponse['profile'];

/** The URLs `prefetchPageData` asks for on `route` for this member, caught before they leave. */
async function requestsFor(route: string, profile: Partial<Profile>): Promise<Set<string>> {
  const urls = new Set<string>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL) => {
    urls.add(input instanceof Request ? input.url : String(input));
    return new Promise<never>(() => {});
  }) as typeof fetch;
  try {
    const client = new QueryClient();
    client.setQueryData(meKey, { profile: { approvalStatus: 'approved', ...profile } });
    void prefetchPageData(client, route, new URLSearchParams());
    await new Promise((resolve) => setTimeout(resolve, 50)); // past the member check and the query's start
  } finally {
    globalThis.fetch = realFetch;
  }
  return urls;
}

/**
 * The first-screen requests of `route` that are the same for every member on every day (those
 * that depend on the member's day or role are left to the app), read from the app's own
 * src/web/app/page-data.ts: asked for by two members a day apart, one an admin, and kept where
 * both agree. The page's HTML preloads them, so they travel with its scripts.
 */
export async function firstScreenRequests(route: string): Promise<string[]> {
  // One after the other: each replaces the global fetch while it listens.
  const east = await requestsFor(route, { timeZone: 'Pacific/Kiritimati', isAdmin: true });
  const west = await requestsFor(route, { timeZone: 'Pacific/Pago_Pago', isAdmin: false });
  return [...east].filter((url) => west.has(url));
}
