import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/profile';
import { api, unwrap, ApiError } from '@/web/lib/api';
import { takeEarlyMe } from '@/web/lib/early-me';

export const meKey = ['me'] as const;

const DEVICE_KEY = 'dm-sprint:me';

/** The last answer kept on the device, so a page opened offline knows whose app it is. */
function keepOnDevice(me: MeResponse | null) {
  try {
    if (me) localStorage.setItem(DEVICE_KEY, JSON.stringify(me));
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // storage refused: offline pages then wait for the network
  }
}

/** Signing out forgets the member on this device. */
export const forgetMeOnDevice = () => keepOnDevice(null);

/** The copy kept on this device, for a page opened without a connection. */
function meOnDevice(): MeResponse | null {
  try {
    return JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as MeResponse | null;
  } catch {
    return null;
  }
}

/** The signed-in member, or null when there is no session. */
async function fetchMe(): Promise<MeResponse | null> {
  try {
    const me = await unwrap<MeResponse>(takeEarlyMe() ?? api.api.me.$get(), { quiet401: true });
    keepOnDevice(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      keepOnDevice(null);
      return null;
    }
    // Offline (the request never reached the server): the member this device last saw.
    const kept = error instanceof TypeError ? meOnDevice() : null;
    if (kept) return kept;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meKey,
  queryFn: fetchMe,
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

export function displayName(profile: { fullName: string | null; email: string }): string {
  return profile.fullName?.trim() || profile.email.split('@')[0];
}
