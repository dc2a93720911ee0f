import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, SearchX } from 'lucide-react';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useOpenLogDmHere } from '@/web/lib/log-dm-launcher';
import { pageHeadings } from '@/web/lib/page-headings';
import { paths } from '@/shared/paths';
import { notify } from '@/web/lib/toast';
import { useProspects } from '../api/list-prospects';
import { useProspectStats } from '../api/prospect-stats';
import { DetailsButton } from './details-button';
import { FollowUps } from './follow-ups';
import { ProspectDetailsDialog } from './prospect-details-dialog';
import { ProspectFilters, type ProspectFilterValues } from './prospect-filters';
import { ProspectList } from './prospect-list';
import { ProspectStats } from './prospect-stats';
import { StatusActions } from './status-actions';
import { TransitionDialog } from './transition-dialog';
import { useMerge } from './use-merge';
import { useTransitionPrompt } from './use-transition-prompt';
import { useToday } from './use-today';

/**
 * The Prospect Tracker (docs/product.md, Prospect Tracker): people, one card each, with stats,
 * search and filters in SQL (docs/decisions/0118-prospect-search.md), follow-ups by cadence,
 * and each prospect's details.
 */
export function ProspectTracker({ timeZone }: { timeZone: string }) {
  // The digest mail links straight to the follow-ups (?tab=follow-ups).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ProspectFilterValues>({
    search: '',
    status: 'all',
    platform: 'all',
  });
  const q = useDeferredValue(filters.search.trim());
  const stats = useProspectStats();
  const list = useProspects({ q, status: filters.status, platform: filters.platform });
  const [details, setDetails] = useState<string | null>(null);
  const merging = useMerge();
  // Log Reply / Log Meeting on a card, confirmed as in the details.
  const prompt = useTransitionPrompt();
  const { now, today } = useToday(timeZone);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (list.isError || stats.isError) notify.error('Error', 'Failed to load prospects.');
  }, [list.isError, stats.isError]);

  const addProspect = useOpenLogDmHere('add-prospect');
  const filtered = q !== '' || filters.status !== 'all' || filters.platform !== 'all';

  return (
    <>
      <PageHeader
        {...pageHeadings[paths.prospectTracker]}
        actions={
          <Button asChild>
            <Link to={paths.logDm} onClick={(event) => addProspect(event)}>
              <Plus aria-hidden />
              Add Prospect
            </Link>
          </Button>
        }
      />
      <ProspectStats figures={stats.data} />
      <Tabs defaultValue={params.get('tab') === 'follow-ups' ? 'follow-ups' : 'prospects'}>
        <TabsList className="mb-4 sm:w-auto">
          <TabsTrigger value="prospects">Prospects</TabsTrigger>
          <TabsTrigger value="follow-ups">Follow-ups</TabsTrigger>
        </TabsList>
        <TabsContent value="prospects" className="mt-0 grid gap-4">
          <ProspectFilters values={filters} onChange={setFilters} />
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
                today={today}
                actions={(prospect) => (
                  <>
                    <StatusActions prospect={prospect} prompt={prompt} onCard />
                    <DetailsButton prospect={prospect} onDetails={setDetails} />
                  </>
                )}
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
          <FollowUps
            now={now}
            today={today}
            timeZone={timeZone}
            onDetails={setDetails}
            prompt={prompt}
          />
        </TabsContent>
      </Tabs>
      <ProspectDetailsDialog
        id={details}
        timeZone={timeZone}
        today={today}
        merging={merging}
        onClose={() => setDetails(null)}
      />
      <TransitionDialog
        pending={prompt.pending}
        onConfirm={prompt.confirm}
        onClose={prompt.cancel}
      />
    </>
  );
}
