import { Link } from 'react-router';
import { ChartColumn } from 'lucide-react';
import { PageHeader } from '@/web/components/page-header';
import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { AchievementsPanel } from './achievements-panel';
import { LeaderboardCard } from './leaderboard-card';
import { StreakCard } from './streak-card';
import { pageHeadings } from '@/web/lib/page-headings';

export function ProgressPage() {
  return (
    <>
      <PageHeader
        {...pageHeadings[paths.progress]}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.analytics}>
              <ChartColumn aria-hidden />
              Analytics
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <StreakCard showLink={false} />
        <TakenOverWhenNear>
          <LeaderboardCard />
        </TakenOverWhenNear>
        <TakenOverWhenNear className="lg:col-span-2">
          <AchievementsPanel />
        </TakenOverWhenNear>
      </div>
    </>
  );
}
