import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createReadyRouter } from './app';

/**
 * Renders the member app into `container`. On a pre-rendered page (the sign-in page) React's
 * first commit replaces that markup, whose controls wait disabled, with the same live tree.
 */
export async function bootApp(container: HTMLElement) {
  // Rendering before the route's lazy page has resolved would blank the pre-rendered page.
  const router = await createReadyRouter();
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
