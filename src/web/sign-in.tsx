// The built sign-in page's own bundle (vite.sign-in.config.ts), imported by main.tsx instead of
// the member app: the page boots alone, its JavaScript in two files rather than the app's ~30
// chunks, which over HTTP/1.1 on a slow phone network decides when it answers (Lighthouse,
// docs/benchmarks.md). Leaving it, signed in or not, loads the next page in full, which boots
// the app. (The Vite dev server has no such page: there /auth is a route of the app.)
import { createBrowserRouter } from 'react-router';
import { AuthPage } from '@/web/features/auth/components/auth-page';
import { prefetchWhenEngaged } from '@/web/lib/page-module';
import { paths } from '@/web/lib/paths';
import { carryToastsToNextPage } from '@/web/lib/toast';
import { renderApp } from './app/render-app';
import { RouteError } from './app/route-error';

/** Loads `url` in full, once: the form's own navigation and the redirect may both ask. */
let leaving = false;
window.addEventListener('pageshow', () => (leaving = false)); // back from the bfcache
function leaveFor(url: string) {
  if (leaving) return;
  leaving = true;
  // At unload, so a toast raised while the next page loads goes along too.
  window.addEventListener('pagehide', carryToastsToNextPage, { once: true });
  // Replace: after signing in, Back must not return to the sign-in form.
  window.location.replace(url);
}

const signInRoutes = [
  { path: paths.auth, Component: AuthPage, errorElement: <RouteError /> },
  {
    path: '*',
    loader: ({ request }: { request: Request }) => {
      leaveFor(request.url);
      return new Promise<never>(() => {}); // the page unloads; nothing to render meanwhile
    },
  },
];

void renderApp(document.getElementById('root')!, createBrowserRouter(signInRoutes));
prefetchWhenEngaged(); // the app's chunks, while the member types
