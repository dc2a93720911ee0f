import { Flame } from 'lucide-react';
import { goalProgress, overTargetText } from '@/shared/domain/progress';
import { goalCountOf } from '@/shared/domain/count-words';
import { Progress } from '@/web/components/ui/progress';

/** The bar stops at 100 %; past the goal an overlay grows over it up to 200 %, with its text. */
export function GoalProgressBar({
  sent,
  goal,
  followUpsCount,
}: {
  sent: number;
  goal: number;
  /** Whether follow-ups count toward the goal (else only new DMs do): the texts' noun. */
  followUpsCount: boolean;
}) {
  const progress = goalProgress(sent, goal);
  const overText = overTargetText(sent, goal, followUpsCount);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">Progress</span>
        <span className="font-semibold tabular-nums">{Math.floor(progress.percent)}%</span>
      </div>
      {overText ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold" data-testid="over-target">
          <Flame className="size-4 shrink-0 text-warning" aria-hidden />
          {overText}
        </p>
      ) : null}
      <div className="relative">
        <Progress
          value={progress.bar}
          className="h-4"
          aria-label="Progress to today's goal"
          aria-valuetext={`${sent} of ${goalCountOf(goal, followUpsCount)} (${Math.floor(progress.percent)}%)`}
          indicatorClassName={progress.reached ? 'bg-success' : undefined}
        />
        {progress.overflow > 0 ? (
          <div
            aria-hidden
            data-testid="over-target-bar"
            className="absolute inset-y-0 left-0 rounded-full bg-gradient-to-r from-warning to-destructive/90 transition-[width]"
            style={{ width: `${progress.overflow}%` }}
          />
        ) : null}
      </div>
    </div>
  );
}
