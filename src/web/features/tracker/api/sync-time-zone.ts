import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isValidTimeZone } from '@/shared/domain/day';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { whenIdle } from '@/web/lib/when-idle';
import { trackerKeys } from './keys';

/** The zone this browser last reported, so a zone the member picked by hand is not overwritten. */
const REPORTED_KEY = 'dm-sprint.reported-time-zone';

function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : null;
}

function remember(zone: string) {
  try {
    window.localStorage.setItem(REPORTED_KEY, zone);
  } catch {
    // storage disabled: the zone is simply reported again next time
  }
}

function lastReported(): string | null {
  try {
    return window.localStorage.getItem(REPORTED_KEY);
  } catch {
    return null;
  }
}

/**
 * Local days (docs/decisions/0105-local-days.md): the browser reports its IANA zone; the profile
 * takes it when it differs, so "today" starts at the member's own midnight. Reported once per new
 * browser zone: a zone the member later sets by hand in their settings stays until the browser
 * itself moves.
 */
export function useSyncTimeZone(profileTimeZone: string | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (timeZone: string) => unwrap(api.api.settings.$patch({ json: { timeZone } })),
    onSuccess: ({ profile }) => {
      remember(profile.timeZone);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: meKey }),
        queryClient.invalidateQueries({ queryKey: trackerKeys.all }),
      ]);
    },
  });
  // Once idle: the two date formatters it makes are not needed for the first screen.
  useEffect(() => {
    if (!profileTimeZone) return;
    return whenIdle(() => {
      const zone = browserTimeZone();
      if (!zone) return;
      if (zone === profileTimeZone) return remember(zone);
      if (lastReported() !== zone) mutate(zone);
    }, 3000);
  }, [profileTimeZone, mutate]);
}
