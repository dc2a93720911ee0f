import { lazy, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarRange, Download, FileUp, Search } from 'lucide-react';
import { isValidDay, localDay } from '@/shared/domain/day';
import { PageHeader } from '@/web/components/page-header';
import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';
import { useLogsDay } from '../api/logs-day';
import { useLogsDms } from '../api/logs-dms';
import { DailySummaryCard, SetterPerformanceCard, TopPerformerCard } from './day-cards';
import { DmLogCard } from './dm-log-card';
import { useDownloadCsv } from './use-download-csv';
import { pageHeadings } from '@/web/lib/page-headings';
import { paths } from '@/shared/paths';

const loadImportCsv = () => import('./import-csv-dialog');
const ImportCsvDialog = lazy(loadImportCsv);
const loadExportRange = () => import('./export-range-dialog');
const ExportRangeDialog = lazy(loadExportRange);

/**
 * The Logs Manager (docs/product.md, Logs Manager): one local day of the member's zone
 * (docs/decisions/0105-local-days.md) — the day's numbers, its DMs (searched and paged on the
 * server) and CSV export / import. `team` is the Team Management card. `timeZone` undefined: the
 * page's frame, before the member is known; the day is not known either, so its date is empty
 * and its numbers are placeholders.
 */
export function LogsManager({
  timeZone,
  team,
  actions,
}: {
  timeZone?: string;
  team: ReactNode;
  /** More header actions the page composes in (the platform export check). */
  actions?: ReactNode;
}) {
  const today = timeZone ? localDay(new Date(), timeZone) : '';
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const date = isValidDay(dateParam) ? dateParam : today;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const day = useLogsDay(date);
  const dms = useLogsDms(date, q);
  const exportCsv = useDownloadCsv();
  const total = dms.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    // A failed logs fetch is only logged (docs/product.md, Logs Manager).
    if (day.error) console.warn('Failed to load the day', day.error);
    if (dms.error) console.warn('Failed to load the logs', dms.error);
  }, [day.error, dms.error]);

  const setDate = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next && next !== today) copy.set('date', next);
        else copy.delete('date');
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        {...pageHeadings[paths.logsManager]}
        actions={
          <>
            <OnDemandDialog
              preload={loadImportCsv}
              trigger={(props) => (
                <Button variant="outline" {...props}>
                  <FileUp aria-hidden />
                  Import CSV
                </Button>
              )}
            >
              {(dialog) => (timeZone ? <ImportCsvDialog {...dialog} timeZone={timeZone} /> : null)}
            </OnDemandDialog>
            <OnDemandDialog
              preload={loadExportRange}
              trigger={(props) => (
                <Button variant="outline" {...props}>
                  <CalendarRange aria-hidden />
                  Export range
                </Button>
              )}
            >
              {(dialog) => <ExportRangeDialog {...dialog} today={today} />}
            </OnDemandDialog>
            {actions}
          </>
        }
      />
      <Card className="mb-6">
        <CardContent className="grid gap-3 pt-5 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end sm:pt-6">
          <Field id="logs-date" label="Date">
            <Input
              id="logs-date"
              type="date"
              value={date}
              max={today}
              onChange={(event) => setDate(event.target.value)}
            />
          </Field>
          <Field id="logs-search" label="Search">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="logs-search"
                type="search"
                className="pl-9"
                placeholder="Profile URL, setter or platform"
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </Field>
          <Button
            onClick={() => exportCsv.download({ from: date, to: date, q })}
            disabled={total === 0 || exportCsv.isPending}
          >
            <Download aria-hidden />
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </CardContent>
      </Card>
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        <DailySummaryCard day={day.data} />
        <TopPerformerCard day={day.data} />
        {team}
      </div>
      {/* Below the first screen on a phone: taken over once near it, not with the page. */}
      <TakenOverWhenNear className="mb-6">
        <SetterPerformanceCard day={day.data} />
      </TakenOverWhenNear>
      <TakenOverWhenNear>
        <DmLogCard date={date} q={q} timeZone={timeZone} dms={dms} total={total} />
      </TakenOverWhenNear>
    </>
  );
}
