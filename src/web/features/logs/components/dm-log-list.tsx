import { CalendarCheck, MessageSquareReply, StickyNote } from 'lucide-react';
import type { Dm } from '@/shared/schemas/dm';
import { PlatformBadge } from '@/web/components/platform-badge';
import { Badge } from '@/web/components/ui/badge';
import { ProfileLink } from '@/web/components/profile-link';
import { cn } from '@/web/lib/cn';
import { formatTime } from '@/web/lib/format';

function Flag({ on, label, icon }: { on: boolean; label: string; icon: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium [&_svg]:size-3',
        on ? 'border-transparent bg-success text-success-foreground' : 'text-muted-foreground',
      )}
    >
      {icon}
      {label}
      <span className="sr-only">{on ? ': yes' : ': no'}</span>
    </span>
  );
}

/** One DM of the day: setter, platform, local time, profile URL, Reply / Meeting / Notes. */
export function DmLogEntry({ dm, timeZone }: { dm: Dm; timeZone: string }) {
  return (
    // Laid out only near the screen (content-visibility): a day's list runs far below it.
    <li className="grid gap-2 p-3 [contain-intrinsic-size:auto_7rem] [content-visibility:auto] sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:px-4">
      <div className="flex items-baseline gap-2 sm:block">
        <time dateTime={dm.sentAt} className="font-mono text-sm font-semibold tabular-nums">
          {formatTime(dm.sentAt, timeZone)}
        </time>
        <p className="truncate text-sm text-muted-foreground sm:text-xs">{dm.setterName}</p>
      </div>
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <PlatformBadge platform={dm.platform} />
          <span className="truncate text-sm font-medium">{dm.prospectName}</span>
          {dm.followUp ? (
            <Badge variant="outline" className="shrink-0">
              Follow-up
            </Badge>
          ) : null}
        </div>
        <ProfileLink url={dm.profileUrl} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Flag on={dm.responseReceived} label="Reply" icon={<MessageSquareReply aria-hidden />} />
        <Flag on={dm.meetingBooked} label="Meeting" icon={<CalendarCheck aria-hidden />} />
        <Flag on={dm.notes.trim() !== ''} label="Notes" icon={<StickyNote aria-hidden />} />
      </div>
    </li>
  );
}
