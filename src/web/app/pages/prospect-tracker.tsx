import { ComingSoonPage } from '@/web/features/dashboard/coming-soon-page';

export default function Page() {
  return <ComingSoonPage title="Prospect Tracker" />;
}
