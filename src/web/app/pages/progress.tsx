import { ProgressPage } from '@/web/features/progress/components/progress-page';

export default ProgressPage;
