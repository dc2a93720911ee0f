import type { ReactNode } from 'react';
import { CalendarCheck, MessageCircleReply, Percent, Send } from 'lucide-react';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount, formatRate, plural } from '@/web/lib/format';

function Stat({
  label,
  icon,
  hint,
  children,
}: {
  label: string;
  icon: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border bg-background/60 p-2.5 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
        <span className="hidden sm:inline [&_svg]:size-4" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl">{children}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/**
 * The local day in counts (docs/product.md, Dashboard): New DMs (the day's follow-ups under them),
 * the Replies and Meetings Booked logged today — which move as soon as one is logged — and beside
 * them the Reply Rate of today's new prospects (one decimal) with its parts
 * (docs/decisions/0132-prospects.md).
 */
export function TodayStats({ today }: { today: TrackerToday | undefined }) {
  const value = (render: (data: TrackerToday) => ReactNode) =>
    today ? render(today) : <Skeleton className="h-7 w-12" />;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3" data-testid="today-stats">
      <Stat
        label="New DMs"
        icon={<Send />}
        hint={today ? `+ ${plural(today.followUps, 'follow-up')}` : null}
      >
        {value((data) => formatCount(data.newDms))}
      </Stat>
      <Stat label="Replies" icon={<MessageCircleReply />} hint={today ? 'logged today' : null}>
        {value((data) => formatCount(data.responses))}
      </Stat>
      <Stat
        label="Reply Rate"
        icon={<Percent />}
        hint={
          today
            ? `${formatCount(today.replied)} of ${plural(today.newDms, 'new prospect')} today`
            : null
        }
      >
        {value((data) => formatRate(data.replyRate))}
      </Stat>
      <Stat label="Meetings Booked" icon={<CalendarCheck />} hint={today ? 'logged today' : null}>
        {value((data) => formatCount(data.meetings))}
      </Stat>
    </dl>
  );
}
