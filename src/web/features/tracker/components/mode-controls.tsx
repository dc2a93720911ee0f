import { memo } from 'react';
import { MAX_SETTERS, type GoalRule } from '@/shared/domain/goal';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Switch } from '@/web/components/ui/switch';
import { cn } from '@/web/lib/cn';
import type { Preferences } from '../utils/preferences-cache';
import { teamGoalText } from '../utils/team-goal-text';

const counts = Array.from({ length: MAX_SETTERS + 1 }, (_, count) => String(count));

/**
 * The Solo/Team switch and, in team mode only, the Setters count (0–5), with why the goal moves
 * ('Team goal 228: your 28 + 100 per setter × 2'). Memoized: a logged DM re-renders the card
 * around it (bench/log-dm.bench.ts).
 */
export const ModeControls = memo(function ModeControls({
  soloMode,
  settersCount,
  rule,
  onChange,
}: Preferences & {
  rule: GoalRule;
  onChange: (next: Preferences) => void;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex min-h-10 flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2 text-sm">
          <span className={cn(soloMode ? 'font-semibold' : 'text-muted-foreground')} aria-hidden>
            Solo
          </span>
          <Switch
            aria-label="Team mode"
            aria-describedby="team-goal-text"
            checked={!soloMode}
            onCheckedChange={(team) => onChange({ soloMode: !team, settersCount })}
          />
          <span className={cn(soloMode ? 'text-muted-foreground' : 'font-semibold')} aria-hidden>
            Team
          </span>
        </div>
        {soloMode ? null : (
          <div className="flex items-center gap-2">
            <Label htmlFor="setters-count">Setters</Label>
            <NativeSelect
              id="setters-count"
              aria-describedby="team-goal-text"
              className="w-20"
              value={String(settersCount)}
              onChange={(event) => onChange({ soloMode, settersCount: Number(event.target.value) })}
            >
              {counts.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      <p id="team-goal-text" className="text-xs text-muted-foreground">
        {teamGoalText(soloMode, settersCount, rule)}
      </p>
    </div>
  );
});
