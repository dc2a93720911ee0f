import type { ReactNode } from 'react';
import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { displayName, useMe } from '@/web/lib/me';
import { cn } from '@/web/lib/cn';
import { greeting, useJustSignedUp } from '@/web/lib/welcome';
import { CoachCard } from './coach-card';
import { CoreModules } from './core-modules';
import { QuoteCard } from './quote-card';

/** The dashboard's frame; the page passes the daily tracker in (features stay apart). */
export function DashboardPage({ tracker }: { tracker?: ReactNode }) {
  const { data } = useMe();
  const justSignedUp = useJustSignedUp();
  const coachUrl = data?.features.coachUrl;
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {greeting(data ? displayName(data.profile) : '', justSignedUp)}!
      </h1>
      {tracker}
      {/* Below today's loop on a phone: laid out and painted when scrolled near, not in the
          first render's frame (content-visibility; the intrinsic size keeps the scrollbar), and
          taken over by the app only then. */}
      <TakenOverWhenNear className="flex flex-col gap-6 [contain-intrinsic-size:auto_56rem] [content-visibility:auto] sm:gap-8">
        <div className={cn('grid gap-4', coachUrl && 'lg:grid-cols-2')}>
          <QuoteCard timeZone={data?.profile.timeZone} />
          <CoachCard url={coachUrl} />
        </div>
        <CoreModules />
      </TakenOverWhenNear>
    </div>
  );
}
