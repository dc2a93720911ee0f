import type { TimelineEvent } from '@/shared/schemas/prospects';
import { formatDateTime, platformName } from '@/web/lib/format';
import { timelineLabel } from '../utils/follow-up-text';

/** Every touch in time order: the first DM, 'Follow-up 1', 'Follow-up 2', the reply, the meeting. */
export function Timeline({ events, timeZone }: { events: TimelineEvent[]; timeZone: string }) {
  return (
    <ol className="grid gap-2 border-l-2 border-border pl-4" aria-label="Timeline">
      {events.map((event) => (
        <li key={`${event.kind}-${event.dmId}`} className="relative grid gap-0.5 text-sm">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary"
          />
          <span className="font-medium">{timelineLabel(event)}</span>
          <span className="text-muted-foreground">
            <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
            {event.kind === 'first_dm' || event.kind === 'follow_up'
              ? ` · ${platformName(event.platform)} · ${event.setterName}`
              : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
