import { lazy, Suspense, type ReactNode } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMe } from '@/web/lib/me';
import { BookmarkletCard } from './bookmarklet-card';
import { PersonalGoalCard } from './personal-goal-card';
import { ProfileForm } from './profile-form';
import { TimeZoneCard } from './time-zone-card';

/** Below the first screen, so its code loads after the page (keeps Settings within its budget). */
const AccountSecurity = lazy(() => import('./account-security'));

/** `children`: cards of other features, composed by the page (after the time zone). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const { data } = useMe();
  if (!data) return null;
  return (
    <>
      <PageHeader title="Settings" description={data.profile.email} />
      <div className="grid gap-6">
        <ProfileForm profile={data.profile} />
        <TimeZoneCard timeZone={data.profile.timeZone} />
        <PersonalGoalCard />
        {children}
        <Suspense fallback={<Skeleton className="h-[40rem] rounded-xl" />}>
          <AccountSecurity />
        </Suspense>
        <BookmarkletCard />
      </div>
    </>
  );
}
