import { DashboardPage } from '@/web/features/dashboard/dashboard-page';
import { TodayProgressCard } from '@/web/features/tracker/components/today-progress-card';

/** /dashboard: the daily tracker inside the dashboard frame (quote, coach, core modules). */
export default function Dashboard() {
  return <DashboardPage tracker={<TodayProgressCard />} />;
}
