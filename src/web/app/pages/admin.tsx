import { lazy, Suspense } from 'react';
import { AdminApiTokensCard } from '@/web/features/api-tokens/components/admin-api-tokens-card';
import { AdminPage } from '@/web/features/admin/components/admin-page';

/** The community's webhooks: loaded when the Community tab opens, not to paint the page. */
const WebhooksCard = lazy(() => import('@/web/features/webhooks/components/webhooks-card'));
/** The extension's detectors: the coach's JSON, loaded with the Community tab as well. */
const DetectorsCard = lazy(() => import('@/web/features/extension/components/detectors-card'));

export default function Admin() {
  return (
    <AdminPage
      community={
        <>
          <AdminApiTokensCard />
          <Suspense fallback={null}>
            <DetectorsCard />
          </Suspense>
          <Suspense fallback={null}>
            <WebhooksCard audience="community" />
          </Suspense>
        </>
      }
    />
  );
}
