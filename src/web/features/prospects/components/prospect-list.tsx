import { useDeferredValue, type ReactNode } from 'react';
import type { Dm } from '@/shared/schemas/dm';
import { Button } from '@/web/components/ui/button';
import { ProspectItem, type ProspectActions } from './prospect-item';

const FIRST_ROWS = 6;

/** A page-by-page list of prospects with Load more (keyset pages from the server). */
export function ProspectList({
  label,
  items,
  now,
  timeZone,
  actions,
  hasMore,
  loadingMore,
  onMore,
  empty,
}: {
  label: string;
  items: Dm[];
  now: Date;
  timeZone: string;
  actions: ProspectActions;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  empty: ReactNode;
}) {
  // The first rows fill a phone's screen; the rest of the page of 25 follow in a transition,
  // which React renders in slices instead of one long task while the page loads.
  const shown = useDeferredValue(items, items.slice(0, FIRST_ROWS));
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="divide-y" aria-label={label}>
        {shown.map((dm) => (
          <ProspectItem key={dm.id} dm={dm} now={now} timeZone={timeZone} actions={actions} />
        ))}
      </ul>
      {hasMore && shown === items ? (
        <div className="border-t p-3 text-center">
          <Button variant="outline" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
