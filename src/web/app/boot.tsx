import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { meQueryOptions } from '@/web/lib/me';
import { createQueryClient } from '@/web/lib/query-client';
import { whenIdle } from '@/web/lib/when-idle';
import { App, whenReady } from './app';
import { keepPagesOnDevice } from './keep-pages-on-device';
import { createRouter } from './router';

/**
 * Resolves once the browser has painted the pre-rendered frame: when the scripts come from the
 * cache they can be ready before the first paint, and the app's first render would then hold
 * the page's first paint back behind it. A hidden tab paints nothing, so it does not wait.
 */
function afterFramePainted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Renders the member app, every route, into `container` (the app's empty shell). */
export async function bootApp(container: HTMLElement) {
  // Its first route's lazy page loaded first, so the first commit shows that page.
  const queryClient = createQueryClient();
  keepPagesOnDevice(queryClient);
  // Where the HTML came with the frame, the member too (asked for by main.tsx as the page
  // started): one first render with the page, not the frame again then the page, two commits of
  // the whole tree. An empty shell (the service worker's app.html) shows the frame at once.
  const [router] = await Promise.all([
    whenReady(createRouter(queryClient)),
    container.childElementCount > 0 ? queryClient.prefetchQuery(meQueryOptions) : null,
  ]);
  await afterFramePainted();
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
