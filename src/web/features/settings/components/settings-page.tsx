import { lazy, Suspense, type ReactNode } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMe } from '@/web/lib/me';
import { useIdle } from '@/web/lib/when-idle';
import { BookmarkletCard } from './bookmarklet-card';
import { PersonalGoalCard } from './personal-goal-card';
import { ProfileForm } from './profile-form';
import { TimeZoneCard } from './time-zone-card';

/**
 * Below the first screen: its code (with the kit's dialogs) loads and renders once the browser
 * is idle after the page has painted, not in the page's first render.
 */
const AccountSecurity = lazy(() => import('./account-security'));
const securityPlaceholder = <Skeleton className="h-[40rem] rounded-xl" />;

/** `children`: cards of other features, composed by the page (after the time zone). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const { data } = useMe();
  const idle = useIdle(2000);
  if (!data) return null;
  return (
    <>
      <PageHeader title="Settings" description={data.profile.email} />
      <div className="grid gap-6">
        <ProfileForm profile={data.profile} />
        <TimeZoneCard timeZone={data.profile.timeZone} />
        <PersonalGoalCard />
        {children}
        {idle ? (
          <Suspense fallback={securityPlaceholder}>
            <AccountSecurity />
          </Suspense>
        ) : (
          securityPlaceholder
        )}
        <BookmarkletCard />
      </div>
    </>
  );
}
