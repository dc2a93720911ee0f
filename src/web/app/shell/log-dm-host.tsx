import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import {
  LogDmLauncherContext,
  type LogDmLaunch,
  type LogDmPurpose,
} from '@/web/lib/log-dm-launcher';
import { useMe } from '@/web/lib/me';
import { usePreloadWhenIdle } from '@/web/lib/when-idle';

// From the dashboard page's chunk, which carries it with the tracker's actions it shares with
// the dashboard's card (see src/web/app/pages/dashboard.tsx).
const loadDialog = () =>
  import('@/web/app/pages/dashboard').then((page) => ({ default: page.LogDmAnywhere }));
const LogDmAnywhere = lazy(loadDialog);

/**
 * Holds the Log DM dialog for every page of the signed-in shell: the bottom bar's and the
 * sidebar's Log DM and the Prospect Tracker's Add Prospect and Log follow-up (with the
 * prospect's profile URL filled in) open it where the member is, instead
 * of sending them to the dashboard. Its code loads once the browser is idle; the dialog mounts on
 * the first open and stays (its Undo toast outlives the dialog). Until the member is known
 * (and outside it: the frame shown while the session is checked) the links go to the
 * dashboard's dialog.
 */
export function LogDmHost({ children }: { children: ReactNode }) {
  const enabled = Boolean(useMe().data?.profile);
  const [state, setState] = useState<{
    open: boolean;
    purpose: LogDmPurpose;
    url?: string;
  } | null>(null);
  usePreloadWhenIdle(loadDialog, 3000);
  const launch = useCallback(
    ({ purpose = 'log-dm', url }: LogDmLaunch = {}) => setState({ open: true, purpose, url }),
    [],
  );
  const onOpenChange = useCallback(
    (open: boolean) => setState((current) => (current ? { ...current, open } : current)),
    [],
  );
  return (
    <LogDmLauncherContext.Provider value={enabled ? launch : null}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <LogDmAnywhere
            open={state.open}
            onOpenChange={onOpenChange}
            purpose={state.purpose}
            url={state.url}
          />
        </Suspense>
      ) : null}
    </LogDmLauncherContext.Provider>
  );
}
