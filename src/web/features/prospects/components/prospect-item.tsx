import { CalendarCheck, Info, MessageSquareReply } from 'lucide-react';
import type { Dm } from '@/shared/schemas/dm';
import { PlatformBadge } from '@/web/components/platform-badge';
import { ProfileLink } from '@/web/components/profile-link';
import { Button } from '@/web/components/ui/button';
import { formatDate } from '@/web/lib/format';
import type { Transition } from '../api/log-transition';
import { PipelineBadge } from './pipeline-badge';

export type ProspectActions = {
  onDetails: (dm: Dm) => void;
  onTransition: (dm: Dm, kind: Transition) => void;
};

function DateLine({ label, value, timeZone }: { label: string; value: string; timeZone: string }) {
  return (
    <span>
      {label} <time dateTime={value}>{formatDate(value, timeZone)}</time>
    </span>
  );
}

/** One prospect: name, company, status, platform, dates, profile URL, notes and the actions. */
export function ProspectItem({
  dm,
  now,
  timeZone,
  actions,
}: {
  dm: Dm;
  now: Date;
  timeZone: string;
  actions: ProspectActions;
}) {
  return (
    <li className="grid gap-2 px-3 py-3 sm:gap-3 sm:p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 items-center justify-between gap-2 md:justify-start">
          <h2 className="min-w-0 truncate font-semibold">{dm.prospectName}</h2>
          <PipelineBadge dm={dm} now={now} />
        </div>
        <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <PlatformBadge platform={dm.platform} />
          <span className="min-w-0 truncate text-sm">{dm.companyName || 'No company yet'}</span>
          <DateLine label="Sent" value={dm.sentAt} timeZone={timeZone} />
          {dm.responseAt ? (
            <DateLine label="Responded" value={dm.responseAt} timeZone={timeZone} />
          ) : null}
          {dm.meetingAt ? (
            <DateLine label="Meeting" value={dm.meetingAt} timeZone={timeZone} />
          ) : null}
        </p>
        <ProfileLink url={dm.profileUrl} />
        {dm.notes.trim() ? (
          <p className="line-clamp-1 text-sm break-words whitespace-pre-line sm:line-clamp-2">
            {dm.notes}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-3 gap-2 md:flex md:flex-wrap md:justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onDetails(dm)}
          aria-label={`Details for ${dm.prospectName}`}
        >
          <Info aria-hidden />
          Details
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={dm.responseReceived}
          onClick={() => actions.onTransition(dm, 'reply')}
          aria-label={`Log reply from ${dm.prospectName}`}
        >
          <MessageSquareReply aria-hidden />
          Log Reply
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!dm.responseReceived || dm.meetingBooked}
          onClick={() => actions.onTransition(dm, 'meeting')}
          aria-label={`Log meeting with ${dm.prospectName}`}
        >
          <CalendarCheck aria-hidden />
          Log Meeting
        </Button>
      </div>
    </li>
  );
}
