import { goalProgress, remainingText } from '@/shared/domain/progress';
import { Progress } from '@/web/components/ui/progress';
import { useToday } from '../api/today';

/** After the share is logged: today's count against the goal, as the dashboard's card shows it. */
export function TodayAfterLog() {
  const today = useToday().data;
  if (!today) return null;
  const progress = goalProgress(today.dmsSent, today.goal);
  return (
    <div className="grid gap-1.5" data-testid="share-today">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">Today</span>
        <span className="tabular-nums">
          {today.dmsSent}/{today.goal}
        </span>
      </p>
      <Progress value={progress.percent} aria-label="Today's DMs against your goal" />
      <p className="text-xs text-muted-foreground">
        {remainingText(today.dmsSent, today.goal, today.soloMode)}
      </p>
    </div>
  );
}
