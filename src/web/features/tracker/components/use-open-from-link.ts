import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TRACKER_DIALOGS, type TrackerDialog } from './open-dialog';

const dialogs: readonly string[] = TRACKER_DIALOGS;

/**
 * Opens the dialog a link asks for with `?log=dm|reply|meeting` (the app's Log DM button, from
 * any page; `&url=` starts Log DM on that profile, the Prospect Tracker's Log follow-up), then
 * drops the parameters so Back and a reload do not open it again.
 */
export function useOpenFromLink(open: (name: TrackerDialog, url?: string) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('log');
  const url = params.get('url') ?? undefined;
  useEffect(() => {
    if (!wanted) return;
    if (dialogs.includes(wanted)) open(wanted as TrackerDialog, url);
    setParams(
      (current) => {
        current.delete('log');
        current.delete('url');
        return current;
      },
      { replace: true },
    );
  }, [wanted, url, open, setParams]);
}
