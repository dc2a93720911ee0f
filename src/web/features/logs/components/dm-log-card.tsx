import { CloudOff, Inbox } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton, TextSkeleton } from '@/web/components/ui/skeleton';
import { formatDay } from '@/web/lib/format';
import type { useLogsDms } from '../api/logs-dms';
import { DmLogEntry } from './dm-log-list';

/** Offline, a day the device never opened: what the page can show instead (docs/product.md). */
const LOGS_OFFLINE =
  'This day was not opened on this device before, so its DMs show once the connection returns. Days you opened here before show what this device kept, and DMs you log now wait on this device until then.';

/**
 * The DM Log card: the day's DMs (searched with `q` and paged on the server), at the member's
 * zone; `total`, how many match (the page reads it for Export CSV too). `timeZone` undefined: the
 * page's frame, before the member is known.
 */
export function DmLogCard({
  date,
  q,
  timeZone,
  dms,
  total,
}: {
  date: string;
  q: string;
  timeZone?: string;
  dms: ReturnType<typeof useLogsDms>;
  total: number;
}) {
  const items = dms.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>DM Log</CardTitle>
        <CardDescription>
          {date ? (
            <>
              {formatDay(date, { year: true })} · <span className="tabular-nums">{total}</span>{' '}
              {total === 1 ? 'DM' : 'DMs'}
              {q ? ` matching “${q}”` : ''} · times in {timeZone}
            </>
          ) : (
            <TextSkeleton className="w-64" />
          )}
        </CardDescription>
      </CardHeader>
      {dms.isPending && dms.fetchStatus === 'paused' ? (
        <CardContent>
          <EmptyState icon={<CloudOff />} title="You are offline">
            {LOGS_OFFLINE}
          </EmptyState>
        </CardContent>
      ) : dms.isPending || !timeZone ? (
        <CardContent className="grid gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </CardContent>
      ) : items.length === 0 ? (
        <CardContent>
          <EmptyState
            icon={<Inbox />}
            title={q ? 'No DMs match your search' : 'No DMs on this date'}
          >
            {q
              ? 'Try another profile URL, setter or platform.'
              : 'Pick another date, or log DMs from the dashboard.'}
          </EmptyState>
        </CardContent>
      ) : (
        <>
          <ul className="divide-y border-t" aria-label="DMs on this date">
            {items.map((dm) => (
              <DmLogEntry key={dm.id} dm={dm} timeZone={timeZone} />
            ))}
          </ul>
          {dms.hasNextPage ? (
            <div className="border-t p-3 text-center">
              <Button
                variant="outline"
                onClick={() => dms.fetchNextPage()}
                disabled={dms.isFetchingNextPage}
              >
                {dms.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
