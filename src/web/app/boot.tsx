import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/web/lib/query-client';
import { whenIdle } from '@/web/lib/when-idle';
import { App, whenReady } from './app';
import { keepPagesOnDevice } from './keep-pages-on-device';
import { createRouter } from './router';

/** Renders the member app, every route, into `container` (the app's empty shell). */
export async function bootApp(container: HTMLElement) {
  // Its first route's lazy page loaded first, so the first commit shows that page.
  const queryClient = createQueryClient();
  keepPagesOnDevice(queryClient);
  const router = await whenReady(createRouter(queryClient));
  const root = createRoot(container);
  // The service worker and its update prompt (workbox-window) in a chunk of their own, once idle.
  whenIdle(() => void import('./pwa/register-sw').then((sw) => sw.registerServiceWorker()), 5000);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
