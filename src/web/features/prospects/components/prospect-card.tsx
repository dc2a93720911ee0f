import type { ReactNode } from 'react';
import type { Prospect } from '@/shared/schemas/prospects';
import { formatRelative, plural } from '@/web/lib/format';
import { followUpText } from '../utils/follow-up-text';
import { ProfileIcons } from './profile-icons';
import { StatusBadge } from './status-badge';

/**
 * One prospect, one card (docs/product.md, Prospect Tracker): name, company, the platforms of
 * its profiles, status, DMs sent and the last touch, when the next follow-up is due, and the
 * actions the list gives it.
 */
export function ProspectCard({
  prospect,
  now,
  today,
  actions,
  Heading = 'h2',
}: {
  prospect: Prospect;
  now: Date;
  today: string;
  actions: ReactNode;
  /** The name's heading level: h3 inside a titled card (the follow-up groups). */
  Heading?: 'h2' | 'h3';
}) {
  const due = followUpText(prospect.nextFollowUp, today);
  const overdue = prospect.nextFollowUp !== null && prospect.nextFollowUp < today;
  return (
    // Laid out only near the screen (content-visibility): a long list runs far below it.
    <li className="grid gap-2 px-3 py-3 [contain-intrinsic-size:auto_9rem] [content-visibility:auto] sm:p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 items-center justify-between gap-2 md:justify-start">
          <Heading className="min-w-0 truncate font-semibold">{prospect.name}</Heading>
          <StatusBadge status={prospect.status} />
        </div>
        <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          <ProfileIcons profiles={prospect.profiles} />
          <span className="min-w-0 truncate">{prospect.companyName || 'No company yet'}</span>
          <span>{plural(prospect.touches, 'DM')}</span>
          <span>
            Last touch{' '}
            <time dateTime={prospect.lastTouchAt}>
              {formatRelative(prospect.lastTouchAt, now.getTime())}
            </time>
          </span>
        </p>
        {due ? (
          <p
            className={overdue ? 'text-sm font-medium text-destructive' : 'text-sm text-foreground'}
          >
            {due}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">{actions}</div>
    </li>
  );
}
