import { NotificationsCard } from '@/web/features/notifications/components/notifications-card';
import { SettingsPage } from '@/web/features/settings/components/settings-page';

export default function Settings() {
  return (
    <SettingsPage>
      <NotificationsCard />
    </SettingsPage>
  );
}
