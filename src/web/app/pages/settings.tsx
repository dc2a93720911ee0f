import { TakenOverWhenNear } from '@/web/components/taken-over-when-near';
import { lazyPart } from '@/web/lib/lazy-part';
import { ApiTokensCard } from '@/web/features/api-tokens/components/api-tokens-card';
import { CheckExportLine } from '@/web/features/exports/components/check-export-line';
import { ExtensionCard } from '@/web/features/extension/components/extension-card';
import { NotificationsCard } from '@/web/features/notifications/components/notifications-card';
import { DeleteAccountCard } from '@/web/features/privacy/components/delete-account-card';
import { YourDataCard } from '@/web/features/privacy/components/your-data-card';
import { SettingsPage } from '@/web/features/settings/components/settings-page';

/** The phone card's install button: loaded after the page paints, only where it may show. */
const InstallButton = lazyPart(() =>
  import('@/web/app/pwa/install-offer').then((module) => ({ default: module.InstallButton })),
);

/** Webhooks: below the first screen, loaded after the page paints. */
const WebhooksCard = lazyPart(() => import('@/web/features/webhooks/components/webhooks-card'));

export default function Settings() {
  return (
    <SettingsPage
      install={<InstallButton />}
      last={
        <>
          <TakenOverWhenNear>
            <CheckExportLine />
          </TakenOverWhenNear>
          <TakenOverWhenNear>
            <YourDataCard />
          </TakenOverWhenNear>
          <TakenOverWhenNear>
            <DeleteAccountCard />
          </TakenOverWhenNear>
        </>
      }
    >
      <TakenOverWhenNear>
        <NotificationsCard />
      </TakenOverWhenNear>
      <TakenOverWhenNear>
        <ExtensionCard />
      </TakenOverWhenNear>
      <TakenOverWhenNear>
        <ApiTokensCard />
      </TakenOverWhenNear>
      <TakenOverWhenNear>
        <WebhooksCard audience="member" />
      </TakenOverWhenNear>
    </SettingsPage>
  );
}
