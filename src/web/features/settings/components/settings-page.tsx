import type { ReactNode } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { TakenOverAfter } from '@/web/components/taken-over-after';
import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { Skeleton, TextSkeleton } from '@/web/components/ui/skeleton';
import { useIsPhone } from '@/web/lib/device';
import { useMe } from '@/web/lib/me';
import { BookmarkletCard } from './bookmarklet-card';
import { PersonalGoalCard } from './personal-goal-card';
import { ProfileForm } from './profile-form';
import { SecuritySection } from './security-section';
import { TimeZoneCard } from './time-zone-card';

/**
 * `children`: cards of other features, composed by the page (after the time zone); `last`: theirs
 * at the end of the page (the member's data and the danger zone). Below the profile, each card is
 * taken over once near the screen (`TakenOverWhenNear`). Before the
 * member is known (the frame pre-rendered into the page's HTML, src/web/prerender.tsx) the page
 * draws its first screen with placeholders where the member's data goes, at the same sizes.
 */
export function SettingsPage({
  children,
  last,
  install,
}: {
  children?: ReactNode;
  last?: ReactNode;
  /** The install button (the app's, where the browser allows it), in the phone's card. */
  install?: ReactNode;
}) {
  const profile = useMe().data?.profile;
  const phone = useIsPhone();
  return (
    <>
      <PageHeader
        title="Settings"
        description={profile?.email ?? <TextSkeleton className="w-56" />}
      />
      <div className="grid gap-6">
        {/* On a phone, how to install and log from it comes first (the bookmarklet is for a computer). */}
        {profile && phone ? <BookmarkletCard install={install} /> : null}
        <TakenOverAfter>
          <ProfileForm profile={profile} />
        </TakenOverAfter>
        {profile ? (
          <>
            <TakenOverWhenNear>
              <TimeZoneCard timeZone={profile.timeZone} />
            </TakenOverWhenNear>
            <TakenOverWhenNear>
              <PersonalGoalCard />
            </TakenOverWhenNear>
            {children}
            <TakenOverWhenNear>
              <SecuritySection />
            </TakenOverWhenNear>
            {phone ? null : (
              <TakenOverWhenNear>
                <BookmarkletCard />
              </TakenOverWhenNear>
            )}
            {last}
          </>
        ) : (
          <Skeleton className="h-64 rounded-xl" />
        )}
      </div>
    </>
  );
}
