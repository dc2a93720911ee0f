import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { formatDay } from '@/web/lib/format';
import { followUpText } from '../utils/follow-up-text';
import { SnoozeControl } from './snooze-control';
import { useSnooze } from './use-snooze';

/** When the next follow-up is due, the snooze in force (with End snooze) and Snooze. */
export function SnoozeStatus({ prospect, today }: { prospect: Prospect; today: string }) {
  const { snooze, pending } = useSnooze();
  const snoozed = prospect.snoozedUntil !== null && prospect.snoozedUntil > today;
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {followUpText(prospect.nextFollowUp, today) ?? 'No follow-up due.'}
        {snoozed ? ` Snoozed until ${formatDay(prospect.snoozedUntil!)}.` : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <SnoozeControl prospect={prospect} today={today} />
        {snoozed ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => snooze(prospect, null)}
          >
            End snooze
          </Button>
        ) : null}
      </div>
    </div>
  );
}
