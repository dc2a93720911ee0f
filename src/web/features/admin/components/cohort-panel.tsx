import { useDeferredValue, useState } from 'react';
import { Download, Search } from 'lucide-react';
import type { CohortPeriod } from '@/shared/schemas/cohort';
import { localDay } from '@/shared/domain/day';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ToggleGroup } from '@/web/components/ui/toggle-group';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useCohort, useCohortAttention, useCohortSummary, useExportCohort } from '../api/cohort';
import { AttentionList } from './attention-list';
import { CohortSummary } from './cohort-summary';
import { CohortTable, type SortState } from './cohort-table';

const periods = [
  { value: 'week', label: 'This week' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
] as const;

type View = 'all' | 'attention';

/** The coach's view: who is doing the work and who has stalled. Counts and rates only. */
export function CohortPanel() {
  const [period, setPeriod] = useState<CohortPeriod>('week');
  const [sort, setSort] = useState<SortState>({ sort: 'name', dir: 'asc' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>('all');
  const q = useDeferredValue(search.trim());
  const cohort = useCohort({ period, ...sort, q, page });
  const summary = useCohortSummary(period);
  const attention = useCohortAttention();
  const exportCsv = useExportCohort();
  const timeZone = useMe().data?.profile.timeZone ?? 'UTC';
  const attentionCount = attention.data?.members.length;

  const onExport = () =>
    exportCsv.mutate(
      { period, today: localDay(new Date(), timeZone) },
      {
        onSuccess: (fileName) => notify.success('CSV Downloaded!', `${fileName} saved.`),
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to export CSV.')),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ToggleGroup
          label="Period"
          value={period}
          options={periods}
          onChange={(value) => {
            setPeriod(value);
            setPage(1);
          }}
        />
        <Button type="button" variant="outline" onClick={onExport} disabled={exportCsv.isPending}>
          <Download aria-hidden />
          Export CSV
        </Button>
      </div>
      {summary.data ? <CohortSummary data={summary.data} /> : <Skeleton className="h-48" />}
      <ToggleGroup
        label="Members shown"
        value={view}
        options={[
          { value: 'all', label: 'All members' },
          {
            value: 'attention',
            label: `Needs attention${attentionCount === undefined ? '' : ` (${attentionCount})`}`,
          },
        ]}
        onChange={setView}
      />
      {view === 'attention' ? (
        attention.data ? (
          <AttentionList data={attention.data} />
        ) : (
          <Skeleton className="h-32" />
        )
      ) : (
        <>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search members by name"
              placeholder="Search members by name"
              className="pl-9"
              value={search}
              maxLength={100}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
          {cohort.data ? (
            <CohortTable
              data={cohort.data}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
              onPage={setPage}
            />
          ) : cohort.isError ? (
            <EmptyState title="The cohort could not be loaded">Try again in a moment.</EmptyState>
          ) : (
            <Skeleton className="h-64" />
          )}
        </>
      )}
    </div>
  );
}
