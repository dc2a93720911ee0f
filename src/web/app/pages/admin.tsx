import { AdminApiTokensCard } from '@/web/features/api-tokens/components/admin-api-tokens-card';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { WebhooksCard } from '@/web/features/webhooks/components/webhooks-card';

export default function Admin() {
  return (
    <AdminPage
      community={
        <>
          <AdminApiTokensCard />
          <WebhooksCard audience="community" />
        </>
      }
    />
  );
}
