import type { ReactNode } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { useMe } from '@/web/lib/me';
import { BookmarkletCard } from './bookmarklet-card';
import { PersonalGoalCard } from './personal-goal-card';
import { DevicesCard } from './devices-card';
import { ProfileForm } from './profile-form';
import { SecurityCard } from './security-card';
import { TimeZoneCard } from './time-zone-card';
import { TwoFactorCard } from './two-factor-card';

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
        <SecurityCard />
        <TwoFactorCard />
        <DevicesCard />
        <BookmarkletCard />
      </div>
    </>
  );
}
