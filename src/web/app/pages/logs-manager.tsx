import { CheckExportButton } from '@/web/features/exports/components/check-export-button';
import { LogsManager } from '@/web/features/logs/components/logs-manager';
import { TeamManagementCard } from '@/web/features/setters/components/team-management-card';
import { useMe } from '@/web/lib/me';

export default function Page() {
  const { data } = useMe();
  const timeZone = data?.profile.timeZone;
  return (
    <LogsManager
      timeZone={timeZone}
      team={<TeamManagementCard />}
      actions={<CheckExportButton timeZone={timeZone} />}
    />
  );
}
