import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CalendarCheck,
  MessageSquareReply,
  Plus,
  Search,
  SearchX,
  Users,
  CalendarDays,
} from 'lucide-react';
import {
  formatRate,
  platformFilters,
  statusFilters,
  type PlatformFilter,
  type StatusFilter,
} from '@/shared/domain/pipeline';
import type { Dm } from '@/shared/schemas/dm';
import { PageHeader } from '@/web/components/page-header';
import { platformLabel } from '@/web/components/platform-badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { errorMessage } from '@/web/lib/api';
import { paths } from '@/web/lib/paths';
import { notify } from '@/web/lib/toast';
import { useProspects } from '../api/list-prospects';
import { useLogTransition, type Transition } from '../api/log-transition';
import { useProspectStats } from '../api/prospect-stats';
import { FollowUps } from './follow-ups';
import { ProspectDetailsDialog } from './prospect-details-dialog';
import type { ProspectActions } from './prospect-item';
import { ProspectList } from './prospect-list';
import { TransitionDialog } from './transition-dialog';

const statusLabels: Record<StatusFilter, string> = {
  all: 'All statuses',
  sent: 'Sent (no reply yet)',
  responded: 'Responded',
  closed: 'Closed (meeting booked)',
  cold: 'Cold (7+ days, no reply)',
};

/**
 * The Prospect Tracker (docs/product.md, Prospect Tracker): stats, search and filters in SQL
 * (docs/decisions/prospect-search.md), details and transitions.
 */
export function ProspectTracker({ timeZone }: { timeZone: string }) {
  // The digest mail links straight to the follow-ups (?tab=follow-ups).
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const q = useDeferredValue(search.trim());
  const stats = useProspectStats();
  const list = useProspects({ q, status, platform });
  const transition = useLogTransition();
  const [details, setDetails] = useState<Dm | null>(null);
  const [pending, setPending] = useState<{ dm: Dm; kind: Transition } | null>(null);
  const [now] = useState(() => new Date());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (list.isError || stats.isError) notify.error('Error', 'Failed to load prospects.');
  }, [list.isError, stats.isError]);

  const actions: ProspectActions = {
    onDetails: setDetails,
    onTransition: (dm, kind) => setPending({ dm, kind }),
  };

  const confirmTransition = () => {
    if (!pending) return;
    transition.mutate(
      { id: pending.dm.id, kind: pending.kind },
      {
        onSuccess: () => notify.success('Updated!', 'Prospect status updated successfully.'),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to update prospect.')),
      },
    );
    setPending(null);
  };

  const figures = stats.data;
  const filtered = q !== '' || status !== 'all' || platform !== 'all';

  return (
    <>
      <PageHeader
        title="Prospect Tracker"
        description="Every DM is a prospect: see where each one stands and move it along."
        actions={
          <Button asChild>
            <Link to={paths.logsManager}>
              <Plus aria-hidden />
              Add Prospect
            </Link>
          </Button>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Prospects" value={figures ? figures.total : '—'} icon={<Users />} />
        <StatCard
          label="Response Rate"
          value={figures ? formatRate(figures.responseRate) : '—'}
          hint={figures ? `${figures.responded} replied` : undefined}
          icon={<MessageSquareReply />}
        />
        <StatCard
          label="Meeting Rate"
          value={figures ? formatRate(figures.meetingRate) : '—'}
          hint={figures ? `${figures.meetings} booked` : undefined}
          icon={<CalendarCheck />}
        />
        <StatCard
          label="This Week"
          value={figures ? figures.thisWeek : '—'}
          hint="New prospects, last 7 days"
          icon={<CalendarDays />}
        />
      </div>
      <Tabs defaultValue={params.get('tab') === 'follow-ups' ? 'follow-ups' : 'prospects'}>
        <TabsList className="mb-4 sm:w-auto">
          <TabsTrigger value="prospects">Prospects</TabsTrigger>
          <TabsTrigger value="follow-ups">Follow-ups</TabsTrigger>
        </TabsList>
        <TabsContent value="prospects" className="mt-0 grid gap-4">
          <Card className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-end">
            <Field id="prospect-search" label="Search">
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  id="prospect-search"
                  type="search"
                  className="pl-9"
                  placeholder="Name, company or notes"
                  maxLength={100}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            </Field>
            <Field id="prospect-status" label="Status">
              <Select value={status} onValueChange={(value) => setStatus(value as StatusFilter)}>
                <SelectTrigger id="prospect-status">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {statusFilters.map((value) => (
                    <SelectItem key={value} value={value}>
                      {statusLabels[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="prospect-platform" label="Platform">
              <Select
                value={platform}
                onValueChange={(value) => setPlatform(value as PlatformFilter)}
              >
                <SelectTrigger id="prospect-platform">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {platformFilters.map((value) => (
                    <SelectItem key={value} value={value}>
                      {value === 'all' ? 'All platforms' : platformLabel(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          </Card>
          <Card>
            {list.isPending ? (
              <div className="grid gap-3 p-4">
                <Skeleton className="h-24" />
                <Skeleton className="h-24" />
              </div>
            ) : (
              <ProspectList
                label="Prospects"
                items={items}
                now={now}
                timeZone={timeZone}
                actions={actions}
                hasMore={list.hasNextPage}
                loadingMore={list.isFetchingNextPage}
                onMore={() => list.fetchNextPage()}
                empty={
                  <div className="p-4">
                    <EmptyState
                      icon={<SearchX />}
                      title={filtered ? 'No prospects match' : 'No prospects yet'}
                    >
                      {filtered
                        ? 'Try another search, status or platform.'
                        : 'Log a DM and it shows up here as a prospect.'}
                    </EmptyState>
                  </div>
                }
              />
            )}
          </Card>
        </TabsContent>
        <TabsContent value="follow-ups" className="mt-0">
          <FollowUps now={now} timeZone={timeZone} actions={actions} />
        </TabsContent>
      </Tabs>
      <TransitionDialog
        pending={pending}
        onConfirm={confirmTransition}
        onClose={() => setPending(null)}
      />
      <ProspectDetailsDialog dm={details} timeZone={timeZone} onClose={() => setDetails(null)} />
    </>
  );
}
