import type { ReactNode } from 'react';
import type { Dm } from '@/shared/schemas/dm';
import { Button } from '@/web/components/ui/button';
import { ProspectItem, type ProspectActions } from './prospect-item';

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
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="divide-y" aria-label={label}>
        {items.map((dm) => (
          <ProspectItem key={dm.id} dm={dm} now={now} timeZone={timeZone} actions={actions} />
        ))}
      </ul>
      {hasMore ? (
        <div className="border-t p-3 text-center">
          <Button variant="outline" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
