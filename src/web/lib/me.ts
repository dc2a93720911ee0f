import {
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/profile';
import { api, unwrap, ApiError } from '@/web/lib/api';
import { takeEarlyMe } from '@/web/lib/early-me';
import { meKey } from './me-key';

// Its own module: query-persistence.ts needs it, and this file loads that one lazily.
export { meKey };

const DEVICE_KEY = 'dm-sprint:me';

/** The last answer kept on the device, so a page opened offline knows whose app it is. */
function keepOnDevice(me: MeResponse | null) {
  try {
    if (me) localStorage.setItem(DEVICE_KEY, JSON.stringify(me));
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // storage refused: offline pages then wait for the network
  }
  // Nothing of the member's pages stays either (src/web/lib/query-persistence.ts).
  if (!me) void import('./query-persistence').then(({ forgetQueries }) => forgetQueries());
}

type OfflineStart = (client: QueryClient, userId: string) => Promise<void>;
let offlineStart: OfflineStart | undefined;

/** What the app does when it starts without a connection, before its pages show (app.tsx). */
export function onOfflineStart(hook: OfflineStart) {
  offlineStart = hook;
}

/** Signing out forgets the member on this device. */
export const forgetMeOnDevice = () => keepOnDevice(null);

/** The member the server drew the page for is the one this device knows offline too. */
export const keepMeOnDeviceFrom = (client: QueryClient) =>
  keepOnDevice(client.getQueryData<MeResponse | null>(meKey) ?? null);

/** The copy kept on this device, for a page opened without a connection. */
function meOnDevice(): MeResponse | null {
  try {
    return JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as MeResponse | null;
  } catch {
    return null;
  }
}

/** The signed-in member, or null when there is no session. */
async function fetchMe({ client }: QueryFunctionContext): Promise<MeResponse | null> {
  try {
    const me = await unwrap<MeResponse>(takeEarlyMe() ?? api.api.me.$get(), { quiet401: true });
    keepOnDevice(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      keepOnDevice(null);
      return null;
    }
    // Offline (the request never reached the server): the member this device last saw, with
    // what their pages showed last.
    const kept = error instanceof TypeError ? meOnDevice() : null;
    if (kept) {
      await offlineStart?.(client, kept.profile.userId).catch(() => undefined);
      return kept;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meKey,
  queryFn: fetchMe,
  staleTime: 60_000,
  networkMode: 'always', // offline, fetchMe answers with the member this device last saw
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The zone every date is shown in: the profile's, the browser's until it is known. */
export const useTimeZone = (): string | undefined => useMe().data?.profile.timeZone;

export function displayName(profile: { fullName: string | null; email: string }): string {
  return profile.fullName?.trim() || profile.email.split('@')[0];
}
