import { lazy, Suspense } from 'react';
import { AdminPage } from '@/web/features/admin/components/admin-page';

/**
 * The community's API tokens: loaded when the Community tab opens, as the cards beside it, not
 * to paint the page (the admin page's first load had reached its 200 KB budget; ADR 0142).
 */
const AdminApiTokensCard = lazy(() =>
  import('@/web/features/api-tokens/components/admin-api-tokens-card').then((module) => ({
    default: module.AdminApiTokensCard,
  })),
);
/** The community's webhooks: loaded when the Community tab opens, not to paint the page. */
const WebhooksCard = lazy(() => import('@/web/features/webhooks/components/webhooks-card'));
/** The extension's detectors: the coach's JSON, loaded with the Community tab as well. */
const DetectorsCard = lazy(() => import('@/web/features/extension/components/detectors-card'));

export default function Admin() {
  return (
    <AdminPage
      community={
        <>
          <Suspense fallback={null}>
            <AdminApiTokensCard />
          </Suspense>
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
