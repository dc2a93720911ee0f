import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepMeOnDeviceFrom, meQueryOptions } from '@/web/lib/me';
import { createQueryClient } from '@/web/lib/query-client';
import { nextPaint } from '@/web/lib/after-next-paint';
import { warmCn } from '@/web/lib/cn';
import { atMost } from '@/web/lib/tasks';
import { warmIntl } from '@/web/lib/warm-intl';
import { loadLazyParts } from '@/web/lib/lazy-part';
import { setTakingOver } from '@/web/lib/taking-over';
import { App } from './app';
import { keepPagesOnDevice } from './keep-pages-on-device';
import { prefetchPageData } from './page-data';
import { putDrawnQueries, takePageState } from './page-state';
import { preloadPage } from './pages';

/**
 * The controls the server held until the page was taken over
 * (src/server/held-until-taken-over.ts), free to answer now.
 */
function letGoOfHeldControls(container: HTMLElement) {
  container.removeAttribute('data-taking-over');
  for (const held of container.querySelectorAll('[data-held]')) {
    held.removeAttribute('inert');
    held.removeAttribute('data-held');
  }
}

/** How long the first render waits for the page's first-screen data before drawing without it. */
const FIRST_SCREEN_DATA_WAIT_MS = 1500;

/**
 * Renders the member app, every route, into `container`: the page the server rendered with the
 * member's numbers (taken over as it is), the app's pre-rendered frame or its empty shell.
 */
export async function bootApp(container: HTMLElement) {
  const queryClient = createQueryClient();
  keepPagesOnDevice(queryClient);
  const { pathname } = window.location;
  const state = takePageState();
  if (state) {
    putDrawnQueries(queryClient, state.queries);
    keepMeOnDeviceFrom(queryClient);
    // tailwind-merge and the formatters readied in tasks of their own, not inside a slice of
    // the hydration.
    await Promise.all([preloadPage(pathname).then(loadLazyParts), warmCn(), warmIntl()]);
    // In a transition, React hydrates in slices that yield to the browser; the page's controls
    // stay held until the page says it was taken over (./taken-over.ts).
    setTakingOver(true);
    startTransition(() => {
      const tookOver = () => {
        letGoOfHeldControls(container);
        setTakingOver(false);
      };
      hydrateRoot(
        container,
        <App queryClient={queryClient} screen={state.screen} onTakenOver={tookOver} />,
        {
          onRecoverableError: (error) => console.warn('Hydration', error),
        },
      );
    });
    return;
  }
  const framed = container.childElementCount > 0;
  // The page's first-screen requests start now, with its code (main.tsx asked for it).
  const pageData = prefetchPageData(
    queryClient,
    pathname,
    new URLSearchParams(window.location.search),
  );
  // tailwind-merge readied while the page's data is on its way, not inside the first render.
  void warmCn();
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
  // When the scripts come from the cache they can be ready before the frame's first paint: the
  // app's first render would then hold that paint back.
  await nextPaint();
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => root.render(<App queryClient={queryClient} />));
}
