import { lazy, Suspense } from 'react';
import { AdminApiTokensCard } from '@/web/features/api-tokens/components/admin-api-tokens-card';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { DetectorsCard } from '@/web/features/extension/components/detectors-card';

/** The community's webhooks: loaded when the Community tab opens, not to paint the page. */
const WebhooksCard = lazy(() => import('@/web/features/webhooks/components/webhooks-card'));

export default function Admin() {
  return (
    <AdminPage
      community={
        <>
          <AdminApiTokensCard />
          <DetectorsCard />
          <Suspense fallback={null}>
            <WebhooksCard audience="community" />
          </Suspense>
        </>
      }
    />
  );
}
