import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { lazyPart } from '@/web/lib/lazy-part';
import { DashboardPage } from '@/web/features/dashboard/dashboard-page';
import { StreakCard } from '@/web/features/progress/components/streak-card';
import { TodayProgressCard } from '@/web/features/tracker/components/today-progress-card';

/**
 * The shell's Log DM dialog (src/web/app/shell/log-dm-host.tsx) loads from this page's chunk:
 * it shares the tracker's actions with the card, and a chunk of their own would be one more
 * script request on the dashboard (npm run check:bundle).
 */
export { default as LogDmAnywhere } from '@/web/features/tracker/components/log-dm-anywhere';

/** The one-time 'Add to Home Screen' offer: never on the first screen, loaded after it. */
const InstallOffer = lazyPart(() =>
  import('@/web/app/pwa/install-offer').then((module) => ({ default: module.InstallOffer })),
);

/** /dashboard: today's tracker and the streak inside the dashboard frame (quote, coach, modules). */
export default function Dashboard() {
  return (
    <DashboardPage
      tracker={
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <TodayProgressCard />
          </div>
          <TakenOverWhenNear>
            <StreakCard />
          </TakenOverWhenNear>
          <div className="empty:hidden lg:col-span-3">
            <InstallOffer />
          </div>
        </div>
      }
    />
  );
}
