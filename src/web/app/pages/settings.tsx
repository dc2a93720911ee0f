import { ApiTokensCard } from '@/web/features/api-tokens/components/api-tokens-card';
import { CheckExportLine } from '@/web/features/exports/components/check-export-line';
import { NotificationsCard } from '@/web/features/notifications/components/notifications-card';
import { DeleteAccountCard } from '@/web/features/privacy/components/delete-account-card';
import { YourDataCard } from '@/web/features/privacy/components/your-data-card';
import { SettingsPage } from '@/web/features/settings/components/settings-page';
import { WebhooksCard } from '@/web/features/webhooks/components/webhooks-card';

export default function Settings() {
  return (
    <SettingsPage
      last={
        <>
          <CheckExportLine />
          <YourDataCard />
          <DeleteAccountCard />
        </>
      }
    >
      <NotificationsCard />
      <ApiTokensCard />
      <WebhooksCard audience="member" />
    </SettingsPage>
  );
}
