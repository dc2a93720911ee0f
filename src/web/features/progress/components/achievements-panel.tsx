import { useDeferredValue } from 'react';
import { Lock } from 'lucide-react';
import type { Achievement } from '@/shared/schemas/progress';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { useAchievements } from '../api/list-achievements';
import { formatDate } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { progressLabel } from '../utils/progress-label';
import { AchievementIcon } from './achievement-icon';

function AchievementItem({
  achievement,
  timeZone,
}: {
  achievement: Achievement;
  timeZone: string | undefined;
}) {
  const earned = achievement.earnedAt !== null;
  return (
    // Laid out only near the screen (content-visibility): the list arrives after the page and
    // runs far below the first screen on a phone.
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3 [contain-intrinsic-size:auto_6.5rem] [content-visibility:auto]',
        earned ? 'bg-card' : 'bg-muted/40',
      )}
      data-state={earned ? 'earned' : 'locked'}
      aria-label={`${achievement.title}: ${earned ? 'earned' : 'locked'}`}
    >
      <span
        className={cn(
          'relative flex size-11 shrink-0 items-center justify-center rounded-full',
          earned ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <AchievementIcon code={achievement.code} className="size-5" />
        {earned ? null : (
          <span className="absolute -right-1 -bottom-1 rounded-full border bg-card p-0.5">
            <Lock className="size-3" aria-hidden />
          </span>
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold leading-tight">{achievement.title}</p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        {earned ? (
          <p className="text-xs font-medium text-success">
            Won on {formatDate(achievement.earnedAt!, timeZone)}
          </p>
        ) : (
          <div className="mt-1 flex flex-col gap-1">
            <Progress
              className="h-2"
              value={(achievement.progress * 100) / achievement.target}
              aria-label={`${achievement.title} progress`}
            />
            <p className="text-xs text-muted-foreground tabular-nums">
              {progressLabel(achievement)}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Every badge, earned ones with the date won, locked ones with their progress
 * (docs/decisions/0116-progress-features.md).
 */
export function AchievementsPanel() {
  const { data: answered, isError } = useAchievements();
  const timeZone = useTimeZone();
  // The list is drawn in a render that yields to the browser: the answer arrives after the page
  // is taken over, and its update, drawn at once, was one task of 100–135 ms at 4× CPU.
  const data = useDeferredValue(answered);
  const earnedFirst = data
    ? [...data.achievements].sort(
        (a, b) => Number(b.earnedAt !== null) - Number(a.earnedAt !== null),
      )
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Achievements</CardTitle>
        <CardDescription>
          {data
            ? `${data.earnedCount} of ${data.achievements.length} earned. Badges are kept once won.`
            : 'Badges you earn by sending, booking and showing up every day.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Achievements">
            {earnedFirst.map((achievement) => (
              <AchievementItem
                key={achievement.code}
                achievement={achievement}
                timeZone={timeZone}
              />
            ))}
          </ul>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">The achievements could not be loaded.</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-24" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
