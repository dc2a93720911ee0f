import { AnalyticsPage } from '@/web/features/analytics/components/analytics-page';

export default AnalyticsPage;
