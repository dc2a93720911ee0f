import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/web/lib/paths';
import { RedirectIfSignedIn, RequireAuth } from '@/web/features/auth/components/require-auth';
import { LandingPage } from '@/web/features/landing/landing-page';
import { NotFoundPage } from '@/web/features/landing/not-found-page';
import { AppShell } from './app-shell';
import { loadPage, type PagePath } from './pages';
import { RouteError } from './route-error';

/** Member pages load on demand, so the landing page ships only what it needs. */
const page = (path: PagePath): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await loadPage(path)).default }),
});

export const routes: RouteObject[] = [
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

export const createRouter = () => createBrowserRouter(routes);
