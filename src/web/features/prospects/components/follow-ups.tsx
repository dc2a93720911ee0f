import { CalendarClock, PartyPopper } from 'lucide-react';
import type { FollowUpGroup } from '@/shared/domain/pipeline';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount } from '@/web/lib/format';
import { useFollowUps } from '../api/follow-ups';
import { DetailsButton } from './details-button';
import { LogFollowUpLink } from './log-follow-up-link';
import { ProspectList } from './prospect-list';
import { SnoozeControl } from './snooze-control';
import { StatusActions } from './status-actions';
import type { useTransitionPrompt } from './use-transition-prompt';

const groups: Record<FollowUpGroup, { title: string; hint: string; empty: string }> = {
  today: {
    title: 'Due today',
    hint: 'Their next follow-up falls on today.',
    empty: 'No follow-ups due today.',
  },
  overdue: {
    title: 'Overdue',
    hint: 'Due in the last 7 days and not sent yet — the longest waiting first.',
    empty: 'No overdue follow-ups.',
  },
};

type Props = {
  now: Date;
  today: string;
  timeZone: string;
  onDetails: (id: string) => void;
  /** Log Reply on a card, confirmed by the tracker's prompt. */
  prompt: ReturnType<typeof useTransitionPrompt>;
};

function FollowUpGroupCard({
  group,
  now,
  today,
  onDetails,
  prompt,
}: Props & { group: FollowUpGroup }) {
  const query = useFollowUps(group);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = query.data?.pages[0]?.counts[group];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {groups[group].title}
          {count === undefined ? null : (
            <span className="ml-2 text-muted-foreground tabular-nums">({formatCount(count)})</span>
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
            heading="h3"
            items={items}
            now={now}
            today={today}
            actions={(prospect) => (
              <>
                <LogFollowUpLink prospect={prospect} />
                <StatusActions prospect={prospect} prompt={prompt} onCard />
                <DetailsButton prospect={prospect} onDetails={onDetails} />
                <SnoozeControl prospect={prospect} today={today} />
              </>
            )}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onMore={() => query.fetchNextPage()}
            empty={
              <div className="p-5">
                <EmptyState icon={<PartyPopper />} title="Nothing here">
                  {groups[group].empty}
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
 * Follow-ups (docs/product.md, Prospect Tracker): each prospect without a reply is due for its
 * next follow-up by its cadence — the community's or its own — counted from its last touch on
 * the member's calendar; a snooze moves it later, a reply ends it.
 */
export function FollowUps(props: Props) {
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Each follow-up is due on its day of the prospect’s cadence (the community’s, or the one
          you set in its details), counted in your time zone ({props.timeZone}). A reply ends the
          follow-ups; Snooze moves one later.
        </span>
      </p>
      <FollowUpGroupCard group="today" {...props} />
      <FollowUpGroupCard group="overdue" {...props} />
    </div>
  );
}
