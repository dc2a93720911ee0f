import { DashboardPage } from '@/web/features/dashboard/dashboard-page';

export default DashboardPage;
