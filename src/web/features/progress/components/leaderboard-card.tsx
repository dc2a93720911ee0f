import { useState } from 'react';
import { EyeOff, Flame, Trophy } from 'lucide-react';
import type { LeaderboardMetric, LeaderboardRow } from '@/shared/schemas/progress';
import { Badge } from '@/web/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Switch } from '@/web/components/ui/switch';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/cn';
import { useMe } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useLeaderboard, type LeaderboardPeriod } from '../api/get-leaderboard';
import { useHideFromLeaderboard } from '../api/hide-from-leaderboard';
import { formatCount, formatDay } from '@/web/lib/format';
import { ToggleGroup } from '@/web/components/ui/toggle-group';
import { goalCountLabel, goalCountRule } from '@/shared/domain/count-words';

const periods = [
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
] as const;

/**
 * The three counts. The DMs one counts what the community's goal rule counts (docs/product.md,
 * Everywhere: Counts): 'New DMs', or 'DMs' where follow-ups count.
 */
const metricsOf = (followUpsCount: boolean) =>
  [
    {
      value: 'dms',
      label: goalCountLabel(followUpsCount),
      noun: followUpsCount ? 'DMs' : 'new DMs',
    },
    { value: 'replies', label: 'Replies', noun: 'replies' },
    { value: 'meetings', label: 'Meetings', noun: 'meetings' },
  ] as const;

const columnsOf = (followUpsCount: boolean) =>
  metricsOf(followUpsCount).map((m) => ({ key: m.value as LeaderboardMetric, label: m.label }));

function Row({
  row,
  metric,
  columns,
}: {
  row: LeaderboardRow;
  metric: LeaderboardMetric;
  columns: ReturnType<typeof columnsOf>;
}) {
  return (
    <tr
      className={cn('border-t', row.isViewer && 'bg-accent text-accent-foreground')}
      data-viewer={row.isViewer || undefined}
    >
      <td className="py-2 pr-2 pl-3 font-semibold tabular-nums sm:pl-4">
        {row.rank <= 3 ? (
          <span className="inline-flex items-center gap-1">
            <Trophy
              className={cn('size-3.5', row.rank === 1 ? 'text-warning' : 'text-muted-foreground')}
              aria-hidden
            />
            {row.rank}
          </span>
        ) : (
          row.rank
        )}
      </td>
      <td className="max-w-0 py-2 pr-2">
        <span className="block truncate font-medium">
          {row.name}
          {row.isViewer ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
        </span>
      </td>
      {columns.map((column) => (
        <td
          key={column.key}
          className={cn(
            'py-2 pr-2 text-right tabular-nums',
            column.key === metric ? 'font-semibold' : 'hidden text-muted-foreground sm:table-cell',
          )}
        >
          {formatCount(row[column.key])}
        </td>
      ))}
      <td className="py-2 pr-3 text-right tabular-nums sm:pr-4">
        <span className="inline-flex items-center gap-1">
          <Flame
            className={cn('size-3.5', row.streak > 0 ? 'text-warning' : 'text-muted-foreground')}
            aria-hidden
          />
          {row.streak}
        </span>
      </td>
    </tr>
  );
}

function HideMe() {
  const { data: me } = useMe();
  const hide = useHideFromLeaderboard();
  const hidden = hide.isPending ? hide.variables : (me?.profile.hideFromLeaderboard ?? false);
  return (
    <div className="flex items-start justify-between gap-4 border-t px-5 pt-4 sm:px-6">
      <div className="flex flex-col gap-1">
        <Label htmlFor="hide-from-leaderboard">Hide me from the leaderboard</Label>
        <p id="hide-from-leaderboard-hint" className="text-sm text-muted-foreground">
          Others won&apos;t see you; you still see your own rank. The coach still sees your counts
          and rates in the cohort view, never your prospects.
        </p>
      </div>
      <Switch
        id="hide-from-leaderboard"
        aria-describedby="hide-from-leaderboard-hint"
        checked={hidden}
        disabled={!me || hide.isPending}
        onCheckedChange={(checked) =>
          hide.mutate(checked, {
            onSuccess: () =>
              notify.success(
                'Saved!',
                checked ? 'You are hidden from the leaderboard.' : 'You are on the leaderboard.',
              ),
            onError: (error) =>
              notify.error('Error', errorMessage(error, 'Failed to save your setting.')),
          })
        }
      />
    </div>
  );
}

/**
 * Approved members ranked this week or month; the viewer's own row is always there
 * (docs/decisions/0116-progress-features.md).
 */
export function LeaderboardCard({ className }: { className?: string }) {
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [metric, setMetric] = useState<LeaderboardMetric>('dms');
  const board = useLeaderboard(period, metric);
  const data = board.data;
  // Until the answer says otherwise, the goal counts new DMs (the community's default rule).
  const followUpsCount = data?.followUpsCount ?? false;
  const metrics = metricsOf(followUpsCount);
  const columns = columnsOf(followUpsCount);
  const metricNoun = metrics.find((m) => m.value === metric)!.noun;
  const viewerShown = data?.rows.some((row) => row.isViewer);

  return (
    <Card className={cn('pb-5 sm:pb-6', className)}>
      <CardHeader>
        <CardTitle>Leaderboard</CardTitle>
        <CardDescription>
          {data
            ? `Ranked by ${metricNoun} ${period === 'week' ? 'this week' : 'this month'}, since ${formatDay(data.from)}.`
            : 'Ranked by new DMs this week.'}{' '}
          {metric === 'dms' ? goalCountRule(followUpsCount) : null}
        </CardDescription>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ToggleGroup label="Period" value={period} options={periods} onChange={setPeriod} />
          <ToggleGroup label="Rank by" value={metric} options={metrics} onChange={setMetric} />
        </div>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {data ? (
          <table className="w-full table-fixed text-sm" aria-busy={board.isFetching}>
            <caption className="sr-only">
              Leaderboard by {metricNoun} {period === 'week' ? 'this week' : 'this month'}
            </caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="w-16 py-2 pr-2 pl-3 font-medium sm:w-20 sm:pl-4">
                  Rank
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Member
                </th>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn(
                      'w-20 py-2 pr-2 text-right font-medium',
                      column.key !== metric && 'hidden sm:table-cell',
                    )}
                  >
                    {column.label}
                  </th>
                ))}
                <th scope="col" className="w-16 py-2 pr-3 text-right font-medium sm:pr-4">
                  Streak
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <Row
                  key={`${row.rank}-${row.name}-${row.isViewer}`}
                  row={row}
                  metric={metric}
                  columns={columns}
                />
              ))}
              {!viewerShown ? (
                <>
                  <tr className="border-t" aria-hidden>
                    <td colSpan={6} className="py-1 text-center text-muted-foreground">
                      ⋯
                    </td>
                  </tr>
                  <Row row={data.viewer} metric={metric} columns={columns} />
                </>
              ) : null}
            </tbody>
          </table>
        ) : board.isError ? (
          <p className="px-5 text-sm text-muted-foreground sm:px-6">
            The leaderboard could not be loaded.
          </p>
        ) : (
          <div className="flex flex-col gap-2 px-5 sm:px-6">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        )}
        {data?.viewer.hidden ? (
          <p className="flex items-center gap-2 px-5 pt-3 text-sm text-muted-foreground sm:px-6">
            <EyeOff className="size-4" aria-hidden />
            <Badge variant="secondary">Hidden</Badge> Only you see your row.
          </p>
        ) : null}
      </CardContent>
      <HideMe />
    </Card>
  );
}
