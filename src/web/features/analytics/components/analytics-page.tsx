import { useState } from 'react';
import { Link } from 'react-router';
import {
  CalendarCheck,
  CloudOff,
  Handshake,
  MessageCircleReply,
  Percent,
  Repeat,
  Send,
  Trophy,
} from 'lucide-react';
import type { AnalyticsRange, AnalyticsResponse } from '@/shared/schemas/analytics';
import { PageHeader } from '@/web/components/page-header';
import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { ToggleGroup } from '@/web/components/ui/toggle-group';
import { paths } from '@/shared/paths';
import { useAnalytics } from '../api/get-analytics';
import { formatCount, formatDay, formatRate, plural } from '@/web/lib/format';
import { goalCountRule } from '@/shared/domain/count-words';
import { rateBasis } from '@/shared/domain/rates';
import { PlatformChart, SetterChart } from './breakdown-charts';
import { DailyDmsChart, RatesChart } from './daily-chart';
import { ScriptBreakdown } from './script-breakdown';
import { pageHeadings } from '@/web/lib/page-headings';

const ranges = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
] as const;

/** The totals in the count words (docs/product.md, Everywhere: Counts). */
const totals = ({ totals: t, days, followUpsCount }: AnalyticsResponse) => [
  {
    label: 'New DMs',
    value: formatCount(t.newDms),
    hint: `First DMs to a prospect · ${plural(t.dms, 'DM')} in all`,
    icon: <Send />,
  },
  {
    label: 'Follow-ups',
    value: formatCount(t.followUps),
    hint: 'Later DMs to a prospect',
    icon: <Repeat />,
  },
  {
    label: 'Replies',
    value: formatCount(t.replies),
    hint: 'Logged in this range',
    icon: <MessageCircleReply />,
  },
  {
    label: 'Meetings',
    value: formatCount(t.meetings),
    hint: 'Logged in this range',
    icon: <Handshake />,
  },
  {
    label: 'Reply rate',
    value: formatRate(t.replyRate),
    hint: `${formatCount(t.replied)} of ${formatCount(t.prospects)} replied · ${rateBasis('in this range')}`,
    icon: <Percent />,
  },
  {
    label: 'Meeting rate',
    value: formatRate(t.meetingRate),
    hint: `${formatCount(t.booked)} of ${formatCount(t.prospects)} booked · ${rateBasis('in this range')}`,
    icon: <Percent />,
  },
  {
    label: 'Days at goal',
    value: `${t.daysAtGoal} / ${days}`,
    hint: goalCountRule(followUpsCount),
    icon: <CalendarCheck />,
  },
];

export function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsRange>(30);
  const { data, isError, fetchStatus } = useAnalytics(days);
  // Offline, a range never opened on this device waits for the connection: say so.
  const offline = fetchStatus === 'paused';

  return (
    <>
      <PageHeader
        {...pageHeadings[paths.analytics]}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.progress}>
              <Trophy aria-hidden />
              Progress
            </Link>
          </Button>
        }
      />
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ToggleGroup label="Range" value={days} options={ranges} onChange={setDays} />
        {/* The line keeps its height before the data, so what is under it does not move. */}
        <p className="min-h-5 text-sm text-muted-foreground">
          {data
            ? `${formatDay(data.from)} – ${formatDay(data.daily.at(-1)!.day)} (${data.timeZone})`
            : null}
        </p>
      </div>
      {data ? (
        <div className="flex flex-col gap-6">
          <section
            aria-label="Totals"
            className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7"
          >
            {totals(data).map(({ label, value, hint, icon }) => (
              <StatCard key={label} label={label} value={value} hint={hint} icon={icon} />
            ))}
          </section>
          {/* One column on a phone whose cards never grow past it (minmax(0, 1fr)). */}
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            {/* Below the totals on a phone: each taken over once near the screen. */}
            <TakenOverWhenNear>
              <DailyDmsChart data={data} />
            </TakenOverWhenNear>
            <TakenOverWhenNear>
              <RatesChart data={data} />
            </TakenOverWhenNear>
            <TakenOverWhenNear>
              <PlatformChart data={data} />
            </TakenOverWhenNear>
            <TakenOverWhenNear>
              <SetterChart data={data} />
            </TakenOverWhenNear>
            {/* Two cards (by script, by tone), laid out as the charts are. */}
            <TakenOverWhenNear className="grid grid-cols-1 gap-6 xl:col-span-2 xl:grid-cols-2">
              <ScriptBreakdown days={days} />
            </TakenOverWhenNear>
          </div>
        </div>
      ) : isError ? (
        <EmptyState title="Analytics could not be loaded">Try again in a moment.</EmptyState>
      ) : offline ? (
        <EmptyState icon={<CloudOff />} title="You are offline">
          This range was not opened on this device before. It shows once the connection returns.
        </EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      )}
    </>
  );
}
