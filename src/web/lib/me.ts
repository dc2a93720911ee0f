import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/profile';
import { api, unwrap, ApiError } from '@/web/lib/api';
import { takeEarlyMe } from '@/web/lib/early-me';

export const meKey = ['me'] as const;

/** The signed-in member, or null when there is no session. */
async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await unwrap<MeResponse>(takeEarlyMe() ?? api.api.me.$get(), { quiet401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
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
