import { useId, useState } from 'react';
import { AlarmClockOff } from 'lucide-react';
import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { snoozeChoices, snoozeUntil } from '../utils/follow-up-text';
import { useSnooze } from './use-snooze';

/** 'Snooze', then 1 day, 3 days or 1 week: no follow-up for the prospect before that day. */
export function SnoozeControl({
  prospect,
  today,
}: {
  prospect: Pick<Prospect, 'id' | 'name'>;
  today: string;
}) {
  const [open, setOpen] = useState(false);
  const { snooze, pending } = useSnooze();
  const choicesId = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={choicesId}
        aria-label={`Snooze ${prospect.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <AlarmClockOff aria-hidden />
        Snooze
      </Button>
      {open ? (
        <div
          id={choicesId}
          role="group"
          aria-label={`Snooze ${prospect.name} for`}
          className="flex basis-full flex-wrap gap-2"
        >
          {snoozeChoices.map((choice) => (
            <Button
              key={choice.days}
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => {
                snooze(prospect, snoozeUntil(today, choice.days));
                setOpen(false);
              }}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      ) : null}
    </>
  );
}
