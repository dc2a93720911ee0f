import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, SearchX } from 'lucide-react';
import type { Dm } from '@/shared/schemas/dm';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useOpenLogDmHere } from '@/web/lib/log-dm-launcher';
import { paths } from '@/web/lib/paths';
import { notify } from '@/web/lib/toast';
import { useProspects } from '../api/list-prospects';
import { useProspectStats } from '../api/prospect-stats';
import { FollowUps } from './follow-ups';
import { ProspectDetailsDialog } from './prospect-details-dialog';
import { ProspectFilters, type ProspectFilterValues } from './prospect-filters';
import type { ProspectActions } from './prospect-item';
import { ProspectList } from './prospect-list';
import { ProspectStats } from './prospect-stats';
import { TransitionDialog } from './transition-dialog';
import { useTransitionPrompt } from './use-transition-prompt';
import { pageHeadings } from '@/web/lib/page-headings';

/**
 * The Prospect Tracker (docs/product.md, Prospect Tracker): stats, search and filters in SQL
 * (docs/decisions/0118-prospect-search.md), details and transitions.
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
  const transition = useTransitionPrompt();
  const [details, setDetails] = useState<Dm | null>(null);
  const [now] = useState(() => new Date());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (list.isError || stats.isError) notify.error('Error', 'Failed to load prospects.');
  }, [list.isError, stats.isError]);

  const actions: ProspectActions = { onDetails: setDetails, onTransition: transition.ask };
  const addProspect = useOpenLogDmHere('add-prospect');
  const filtered = q !== '' || filters.status !== 'all' || filters.platform !== 'all';

  return (
    <>
      <PageHeader
        {...pageHeadings[paths.prospectTracker]}
        actions={
          <Button asChild>
            <Link to={paths.logDm} onClick={addProspect}>
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
        pending={transition.pending}
        onConfirm={transition.confirm}
        onClose={transition.cancel}
      />
      <ProspectDetailsDialog dm={details} timeZone={timeZone} onClose={() => setDetails(null)} />
    </>
  );
}
