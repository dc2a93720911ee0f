import { Link } from 'react-router';
import { Flame } from 'lucide-react';
import type { StreakResponse } from '@/shared/schemas/progress';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { paths } from '@/shared/paths';
import { useStreak } from '../api/get-streak';
import { formatCount, formatDay, plural } from '@/web/lib/format';
import { goalCountOf, goalCountRule } from '@/shared/domain/count-words';
import { AchievementAnnouncer } from './achievement-announcer';

/** `n` of what the goal counts: '3 new DMs', or '3 DMs' where follow-ups count. */
const counted = (streak: StreakResponse, n: number) =>
  goalCountOf(n, streak.followUpsCount, formatCount(n));

function StatusLine({ streak }: { streak: StreakResponse }) {
  const remaining = goalCountOf(
    streak.remainingToday,
    streak.followUpsCount,
    `${formatCount(streak.remainingToday)} more`,
  );
  if (streak.status === 'reached') {
    return (
      <>
        <Badge variant="success">Today&apos;s goal reached</Badge>
        <p className="text-sm text-muted-foreground">
          Today counts. Come back tomorrow to keep it going.
        </p>
      </>
    );
  }
  if (streak.status === 'at_risk') {
    return (
      <>
        <Badge variant="warning">Today not reached yet — streak at risk</Badge>
        <p className="text-sm text-muted-foreground">
          Send {remaining} today to keep your {plural(streak.current, 'day', 'days')}.
        </p>
      </>
    );
  }
  return (
    <>
      <Badge variant="secondary">No streak yet</Badge>
      <p className="text-sm text-muted-foreground">
        Reach today&apos;s goal of {counted(streak, streak.today.goal)} to start one: {remaining} to
        go.
      </p>
    </>
  );
}

function RecentDays({ streak }: { streak: StreakResponse }) {
  const days = streak.recent;
  const today = days.at(-1)?.day;
  return (
    <ol className="grid grid-cols-14 gap-1" aria-label="The last 14 days">
      {days.map((day) => {
        const label = `${formatDay(day.day)}: ${day.dms} of ${counted(streak, day.goal)}, ${
          day.reached ? 'goal reached' : day.day === today ? 'not reached yet' : 'goal missed'
        }`;
        return (
          <li
            key={day.day}
            title={label}
            aria-label={label}
            data-reached={day.reached}
            className={cn(
              'aspect-square rounded-sm',
              day.reached ? 'bg-success' : 'bg-muted',
              day.day === today && 'ring-2 ring-ring ring-offset-1 ring-offset-card',
            )}
          />
        );
      })}
    </ol>
  );
}

/**
 * Streaks (docs/decisions/0116-progress-features.md) on the dashboard: current and best streak,
 * today's state (reached / at risk), the last 14 days. Also announces newly earned badges with a
 * toast.
 */
export function StreakCard({
  showLink = true,
  className,
}: {
  showLink?: boolean;
  className?: string;
}) {
  const { data: streak, isError } = useStreak();
  return (
    <Card className={className}>
      <AchievementAnnouncer />
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="streak-card-title" className="flex items-center gap-2">
          <Flame className="size-5 text-warning" aria-hidden />
          Daily streak
        </CardTitle>
        {showLink ? (
          <Button asChild variant="ghost" size="sm" className="-mr-2">
            <Link to={paths.progress}>View progress</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {streak ? (
          <>
            <div className="flex items-end justify-between gap-4">
              <p>
                <span className="text-4xl font-bold tabular-nums" data-testid="current-streak">
                  {streak.current}
                </span>{' '}
                <span className="text-muted-foreground">
                  {streak.current === 1 ? 'day' : 'days'} in a row
                </span>
              </p>
              <p className="text-right text-sm text-muted-foreground">
                Best{' '}
                <span
                  className="font-semibold text-foreground tabular-nums"
                  data-testid="best-streak"
                >
                  {plural(streak.best, 'day', 'days')}
                </span>
              </p>
            </div>
            <div className="flex flex-col items-start gap-1.5">
              <StatusLine streak={streak} />
            </div>
            <div className="flex flex-col gap-1.5">
              <div className="flex justify-between text-sm">
                <span className="text-muted-foreground">Today</span>
                <span className="font-medium tabular-nums">
                  {streak.today.dms} / {counted(streak, streak.today.goal)}
                </span>
              </div>
              <Progress
                value={(streak.today.dms * 100) / Math.max(1, streak.today.goal)}
                aria-label="Today's count towards the goal"
                indicatorClassName={streak.today.reached ? 'bg-success' : undefined}
              />
            </div>
            <p className="text-xs text-muted-foreground">{goalCountRule(streak.followUpsCount)}</p>
            <RecentDays streak={streak} />
          </>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">The streak could not be loaded.</p>
        ) : (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-10 w-40" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
