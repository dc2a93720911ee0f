import { LogsManager } from '@/web/features/logs/components/logs-manager';
import { TeamManagementCard } from '@/web/features/setters/components/team-management-card';
import { useMe } from '@/web/lib/me';

export default function Page() {
  const { data } = useMe();
  return <LogsManager timeZone={data?.profile.timeZone} team={<TeamManagementCard />} />;
}
