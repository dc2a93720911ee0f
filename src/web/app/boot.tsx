import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { meQueryOptions } from '@/web/lib/me';
import { createQueryClient } from '@/web/lib/query-client';
import { whenIdle } from '@/web/lib/when-idle';
import { App } from './app';
import { keepPagesOnDevice } from './keep-pages-on-device';
import { prefetchPageData } from './page-data';
import { preloadPage } from './pages';

/**
 * Resolves once the browser has painted the pre-rendered frame: when the scripts come from the
 * cache they can be ready before the first paint, and the app's first render would then hold
 * the page's first paint back behind it. A hidden tab paints nothing, so it does not wait.
 */
function afterFramePainted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** How long the first render waits for the page's first-screen data before drawing without it. */
const FIRST_SCREEN_DATA_WAIT_MS = 1500;

/** Settles with `promise`, or after `ms` if it has not by then. */
const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Renders the member app, every route, into `container` (the app's empty shell). */
export async function bootApp(container: HTMLElement) {
  const queryClient = createQueryClient();
  keepPagesOnDevice(queryClient);
  const { pathname } = window.location;
  const framed = container.childElementCount > 0;
  // The page's first-screen requests start now, with its code (main.tsx asked for it).
  const pageData = prefetchPageData(queryClient, pathname, new URL(window.location.href));
  // Its page's chunk loaded first, so the first commit shows that page. Where the HTML came
  // with the frame, the member and the page's first-screen data too (asked for as the page
  // started, they mostly arrive before the scripts): one first render with the page and its
  // numbers, not the frame again, then the page's placeholders, then the numbers, three
  // commits of the whole tree. A slow answer is not waited for; an empty shell (the service
  // worker's app.html) shows the frame at once.
  await Promise.all([
    preloadPage(pathname),
    framed ? queryClient.prefetchQuery(meQueryOptions) : null,
    framed ? atMost(pageData, FIRST_SCREEN_DATA_WAIT_MS) : null,
  ]);
  await afterFramePainted();
  const root = createRoot(container);
  // The service worker and its update prompt (workbox-window) in a chunk of their own, once idle.
  whenIdle(() => void import('./pwa/register-sw').then((sw) => sw.registerServiceWorker()), 5000);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
