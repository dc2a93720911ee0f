import { lazy } from 'react';
import { Ellipsis } from 'lucide-react';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';
import { cn } from '@/web/lib/cn';
import { bottomTabClasses } from './nav-items';
import { PendingBadge } from './pending-badge';

const loadSheet = () => import('./more-sheet');
const MoreSheet = lazy(loadSheet);

/**
 * More, the bottom bar's last tab: the sheet of every other page. `disabled` while the frame
 * waits for the member (and in its pre-rendered HTML, before the app runs).
 */
export function MoreMenu({ disabled }: { disabled: boolean }) {
  // The sheet holds Admin Panel: its badge shows on More while the sheet is closed.
  return (
    <OnDemandDialog
      preload={loadSheet}
      trigger={(props) => (
        <button
          type="button"
          className={cn(bottomTabClasses, 'relative')}
          disabled={disabled}
          {...props}
        >
          <Ellipsis aria-hidden />
          <span>More</span>
          <PendingBadge className="absolute top-1 left-1/2 ml-2" />
        </button>
      )}
    >
      {(dialog) => <MoreSheet {...dialog} />}
    </OnDemandDialog>
  );
}
