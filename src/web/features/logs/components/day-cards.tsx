import {
  BarChart3,
  CalendarCheck,
  MessageSquare,
  MessageSquareReply,
  Repeat,
  Trophy,
} from 'lucide-react';
import type { LogsDay } from '@/shared/schemas/logs';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { rateBasis } from '@/shared/domain/rates';
import { formatCount, formatRate, plural } from '@/web/lib/format';

function Figure({ label, value, icon }: { label: string; value: number; icon: React.ReactNode }) {
  return (
    // The icon only where the tile has room for it beside the label (a container query): three
    // tiles in a card of the desktop's three-column row are narrower than on a phone.
    <div className="@container rounded-lg bg-muted/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:hidden [&_svg]:size-3.5 [&_svg]:shrink-0 @[4.5rem]:[&_svg]:block">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The Daily Summary's four counts, in the count words (docs/product.md, Everywhere: Counts). */
const summaryFigures = (summary: LogsDay['summary']) => [
  { label: 'New DMs', value: summary.newDms, icon: <MessageSquare aria-hidden /> },
  { label: 'Follow-ups', value: summary.followUps, icon: <Repeat aria-hidden /> },
  { label: 'Replies', value: summary.responses, icon: <MessageSquareReply aria-hidden /> },
  { label: 'Meetings', value: summary.meetings, icon: <CalendarCheck aria-hidden /> },
];

/**
 * Daily Summary: what happened on the day (docs/decisions/0002-derived-counters.md) — new DMs and
 * follow-ups sent, replies and meetings logged — and the day's reply rate, of the prospects first
 * messaged that day (prospectRate), with its parts. The count words are docs/product.md's.
 */
export function DailySummaryCard({ day }: { day: LogsDay | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Daily Summary</CardTitle>
        <CardDescription>
          New DMs and follow-ups sent, replies and meetings logged on this day.
        </CardDescription>
      </CardHeader>
      <CardContent className="@container">
        {day ? (
          <>
            <dl className="grid grid-cols-2 gap-2 @sm:grid-cols-4">
              {summaryFigures(day.summary).map((figure) => (
                <Figure key={figure.label} {...figure} />
              ))}
            </dl>
            <p className="mt-3 text-sm tabular-nums">
              <span className="font-semibold">{formatRate(day.summary.replyRate)}</span> reply rate
              · {formatCount(day.summary.replied)} of{' '}
              {plural(day.summary.prospects, 'new prospect')} replied
            </p>
            <p className="text-xs text-muted-foreground">{rateBasis('this day')}</p>
          </>
        ) : (
          <Skeleton className="h-19" />
        )}
      </CardContent>
    </Card>
  );
}

export function TopPerformerCard({ day }: { day: LogsDay | undefined }) {
  const top = day?.topPerformer;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-4 text-warning" aria-hidden />
          Top Performer
        </CardTitle>
        <CardDescription>
          The setter with the most DMs (new DMs and follow-ups) this day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!day ? (
          <Skeleton className="h-12" />
        ) : top ? (
          <div>
            <p className="truncate text-xl font-bold">{top.setterName}</p>
            <p className="text-sm text-muted-foreground tabular-nums">
              {plural(top.dms, 'DM')} sent · {plural(top.newDms, 'new DM')},{' '}
              {plural(top.dms - top.newDms, 'follow-up')}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No data for this date</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Setter Performance: each setter's DMs this day and their reply rate over the prospects they
 * first messaged this day, with its parts.
 */
export function SetterPerformanceCard({ day }: { day: LogsDay | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-4 text-muted-foreground" aria-hidden />
          Setter Performance
        </CardTitle>
        <CardDescription>
          Each setter's new DMs and follow-ups this day, and reply rate {rateBasis('this day')}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!day ? (
          <Skeleton className="h-16" />
        ) : day.setters.length === 0 ? (
          <p className="text-sm text-muted-foreground">No data for this date</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Setter performance">
            {day.setters.map((setter) => (
              <li key={setter.setterName} className="rounded-lg border p-3">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{setter.setterName}</span>
                  <span className="shrink-0 text-sm font-semibold text-primary tabular-nums">
                    {formatRate(setter.replyRate)}
                    <span className="sr-only"> reply rate</span>
                  </span>
                </p>
                <p className="mt-1 text-xs text-muted-foreground tabular-nums">
                  {plural(setter.newDms, 'new DM')} · {plural(setter.followUps, 'follow-up')} ·{' '}
                  {formatCount(setter.replied)} of {plural(setter.prospects, 'new prospect')}{' '}
                  replied · {formatCount(setter.booked)} of them booked
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
