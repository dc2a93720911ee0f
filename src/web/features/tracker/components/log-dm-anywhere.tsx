import { lazy } from 'react';
import type { LogDmPurpose } from '@/web/lib/log-dm-launcher';
import { useMe } from '@/web/lib/me';
import { usePrefillUrl } from './use-prefill-url';
import { useTrackerActions } from './use-tracker-actions';

// The dialog's form code loads with the dashboard's dialogs, not with the dashboard's chunk
// that carries this component (src/web/app/shell/log-dm-host.tsx).
const LogDmDialog = lazy(() =>
  import('./log-dm-dialog').then((dialog) => ({ default: dialog.LogDmDialog })),
);

/**
 * The Log DM dialog over whatever page the member is on (the shell's Log DM, the Prospect
 * Tracker's Add Prospect and Log follow-up): the same dialog, checks and toasts as the
 * dashboard's, and closing it leaves the member on that page. Mounted by the shell from the
 * first open on, so an Undo in the toast still runs after the dialog closed.
 */
export default function LogDmAnywhere({
  open,
  onOpenChange,
  purpose,
  url,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: LogDmPurpose;
  /** The profile URL to start with (a follow-up's). */
  url?: string;
}) {
  const profile = useMe().data?.profile;
  const actions = useTrackerActions();
  usePrefillUrl(open, url);
  return (
    <LogDmDialog
      open={open}
      onOpenChange={onOpenChange}
      purpose={purpose}
      soloMode={profile?.soloMode ?? true}
      memberId={profile?.userId}
      timeZone={profile?.timeZone}
      busy={actions.busy.dm}
      onLog={actions.logDm}
    />
  );
}
