import { ProspectTracker } from '@/web/features/prospects/components/prospect-tracker';
import { useMe } from '@/web/lib/me';

export default function Page() {
  const { data } = useMe();
  return <ProspectTracker timeZone={data?.profile.timeZone ?? 'UTC'} />;
}
