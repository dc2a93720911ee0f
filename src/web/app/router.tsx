import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/web/lib/paths';
import { RedirectIfSignedIn, RequireAuth } from '@/web/features/auth/components/require-auth';
import { LandingPage } from '@/web/features/landing/landing-page';
import { NotFoundPage } from '@/web/features/landing/not-found-page';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

/** Member pages load on demand, so the landing page ships only what it needs. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
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
      { path: paths.auth, ...page(() => import('./pages/auth')) },
      { path: paths.resetPassword, ...page(() => import('./pages/reset-password')) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { path: paths.dashboard, ...page(() => import('./pages/dashboard')) },
              { path: paths.scriptGenerator, ...page(() => import('./pages/script-generator')) },
              { path: paths.dmScriptGenerator, ...page(() => import('./pages/script-generator')) },
              { path: paths.logsManager, ...page(() => import('./pages/logs-manager')) },
              { path: paths.vault, ...page(() => import('./pages/vault')) },
              { path: paths.objectionHandler, ...page(() => import('./pages/objection-handler')) },
              { path: paths.prospectTracker, ...page(() => import('./pages/prospect-tracker')) },
              { path: paths.progress, ...page(() => import('./pages/progress')) },
              { path: paths.analytics, ...page(() => import('./pages/analytics')) },
              { path: paths.settings, ...page(() => import('./pages/settings')) },
            ],
          },
        ],
      },
      {
        element: <RequireAuth admin />,
        children: [
          {
            element: <AppShell />,
            children: [{ path: paths.admin, ...page(() => import('./pages/admin')) }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
