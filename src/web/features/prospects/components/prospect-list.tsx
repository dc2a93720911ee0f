import { useDeferredValue, type ReactNode } from 'react';
import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { ProspectCard } from './prospect-card';

const FIRST_ROWS = 6;

/** A page-by-page list of prospect cards with Load more (keyset pages from the server). */
export function ProspectList({
  label,
  items,
  now,
  today,
  actions,
  hasMore,
  loadingMore,
  onMore,
  empty,
  heading,
}: {
  label: string;
  items: Prospect[];
  now: Date;
  today: string;
  /** The buttons of each card. */
  actions: (prospect: Prospect) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  empty: ReactNode;
  heading?: 'h2' | 'h3';
}) {
  // The first cards fill a phone's screen; the rest of the page of 25 follow in a transition,
  // which React renders in slices instead of one long task while the page loads.
  const shown = useDeferredValue(items, items.slice(0, FIRST_ROWS));
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="divide-y" aria-label={label}>
        {shown.map((prospect) => (
          <ProspectCard
            key={prospect.id}
            prospect={prospect}
            now={now}
            today={today}
            actions={actions(prospect)}
            Heading={heading}
          />
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
