import { lazy } from 'react';
import { Ellipsis } from 'lucide-react';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';
import { bottomTabClasses } from './nav-items';

const loadSheet = () => import('./more-sheet');
const MoreSheet = lazy(loadSheet);

/**
 * More, the bottom bar's last tab: the sheet of every other page. `disabled` while the frame
 * waits for the member (and in its pre-rendered HTML, before the app runs).
 */
export function MoreMenu({ disabled }: { disabled: boolean }) {
  return (
    <OnDemandDialog
      preload={loadSheet}
      trigger={(props) => (
        <button type="button" className={bottomTabClasses} disabled={disabled} {...props}>
          <Ellipsis aria-hidden />
          <span>More</span>
        </button>
      )}
    >
      {(dialog) => <MoreSheet {...dialog} />}
    </OnDemandDialog>
  );
}
