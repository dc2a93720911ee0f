import { CalendarClock, PartyPopper } from 'lucide-react';
import type { FollowUpGroup } from '@/shared/domain/pipeline';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFollowUps } from '../api/follow-ups';
import type { ProspectActions } from './prospect-item';
import { ProspectList } from './prospect-list';

const groups: Record<FollowUpGroup, { title: string; hint: string }> = {
  today: {
    title: 'Due today',
    hint: 'Sent 3 days ago (on your calendar) with no reply yet.',
  },
  overdue: {
    title: 'Overdue',
    hint: 'Sent 4 or more days ago with no reply, and not cold yet — the oldest first.',
  },
};

function FollowUpGroupCard({
  group,
  now,
  timeZone,
  actions,
}: {
  group: FollowUpGroup;
  now: Date;
  timeZone: string;
  actions: ProspectActions;
}) {
  const query = useFollowUps(group);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = query.data?.pages[0]?.counts[group];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {groups[group].title}
          {count === undefined ? null : (
            <span className="ml-2 text-muted-foreground tabular-nums">({count})</span>
          )}
        </CardTitle>
        <CardDescription>{groups[group].hint}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="p-5 pt-0">
          <Skeleton className="h-20" />
        </div>
      ) : (
        <div className="border-t">
          <ProspectList
            label={groups[group].title}
            items={items}
            now={now}
            timeZone={timeZone}
            actions={actions}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onMore={() => query.fetchNextPage()}
            empty={
              <div className="p-5">
                <EmptyState icon={<PartyPopper />} title="Nothing here">
                  {group === 'today' ? 'No follow-ups due today.' : 'No overdue follow-ups.'}
                </EmptyState>
              </div>
            }
          />
        </div>
      )}
    </Card>
  );
}

/**
 * Follow-ups: a DM without a reply is due on the third day after it was sent, counted in your
 * time zone (sent Monday → due Thursday). Overdue ones stay here until they go cold
 * (7 × 24 hours without a reply), so you can still follow up before the lead is lost.
 */
export function FollowUps(props: { now: Date; timeZone: string; actions: ProspectActions }) {
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          A DM with no reply is due for a follow-up on the third day after you sent it, counted in
          your time zone ({props.timeZone}): sent Monday, due Thursday. Overdue ones stay here until
          they go cold — more than 7 days without a reply.
        </span>
      </p>
      <FollowUpGroupCard group="today" {...props} />
      <FollowUpGroupCard group="overdue" {...props} />
    </div>
  );
}
