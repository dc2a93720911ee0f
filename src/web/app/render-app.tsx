import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenReady, type AppRouter } from './app';

/**
 * Renders the app around `router` into `container`. On a pre-rendered page (the sign-in page)
 * React's first commit replaces that markup, whose controls wait disabled, with the same live
 * tree.
 */
export async function renderApp(container: HTMLElement, router: AppRouter) {
  // Rendering before the route's lazy page has resolved would blank the pre-rendered page.
  await whenReady(router);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task; the
  // pre-rendered page stays on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
