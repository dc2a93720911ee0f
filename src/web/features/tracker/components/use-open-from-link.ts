import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { TrackerDialog } from './tracker-dialogs';

const dialogs: readonly string[] = ['dm', 'reply', 'meeting'] satisfies TrackerDialog[];

/**
 * Opens the dialog a link asks for with `?log=dm|reply|meeting` (the app's Log DM button, from
 * any page), then drops the parameter so Back and a reload do not open it again.
 */
export function useOpenFromLink(open: (name: TrackerDialog) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('log');
  useEffect(() => {
    if (!wanted) return;
    if (dialogs.includes(wanted)) open(wanted as TrackerDialog);
    setParams(
      (current) => {
        current.delete('log');
        return current;
      },
      { replace: true },
    );
  }, [wanted, open, setParams]);
}
