import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/web/lib/paths';
import { RedirectIfSignedIn, RequireAuth } from '@/web/features/auth/components/require-auth';
import { LandingPage } from '@/web/features/landing/landing-page';
import { NotFoundPage } from '@/web/features/landing/not-found-page';
import { AppShell } from './app-shell';
import { prefetchPageData } from './page-data';
import { loadPage, type PagePath } from './pages';
import { RouteError } from './route-error';

/**
 * Every route of the app. Member pages load on demand, so the landing page ships only what it
 * needs; a page's first-screen requests start with its code (the loader answers at once, so
 * the page renders its skeleton rather than waiting for them).
 */
function appRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (path: PagePath): Pick<RouteObject, 'lazy' | 'loader'> => ({
    lazy: async () => ({ Component: (await loadPage(path)).default }),
    loader: ({ request }) => {
      prefetchPageData(queryClient, path, request);
      return null;
    },
  });
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          path: paths.home,
          element: (
            <RedirectIfSignedIn>
              <LandingPage />
            </RedirectIfSignedIn>
          ),
        },
        { path: paths.auth, ...page(paths.auth) },
        { path: paths.resetPassword, ...page(paths.resetPassword) },
        {
          element: <RequireAuth pending={<AppShell loading />} />,
          children: [
            {
              element: <AppShell />,
              children: [
                { path: paths.dashboard, ...page(paths.dashboard) },
                { path: paths.scriptGenerator, ...page(paths.scriptGenerator) },
                { path: paths.dmScriptGenerator, ...page(paths.dmScriptGenerator) },
                { path: paths.logsManager, ...page(paths.logsManager) },
                { path: paths.vault, ...page(paths.vault) },
                { path: paths.objectionHandler, ...page(paths.objectionHandler) },
                { path: paths.prospectTracker, ...page(paths.prospectTracker) },
                { path: paths.progress, ...page(paths.progress) },
                { path: paths.analytics, ...page(paths.analytics) },
                { path: paths.settings, ...page(paths.settings) },
              ],
            },
          ],
        },
        {
          element: <RequireAuth continueAfterSignIn />,
          children: [{ path: paths.share, ...page(paths.share) }],
        },
        {
          element: <RequireAuth admin pending={<AppShell loading />} />,
          children: [
            {
              element: <AppShell />,
              children: [{ path: paths.admin, ...page(paths.admin) }],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter(appRoutes(queryClient));
