import { Component, Suspense, use, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation, type Location } from 'react-router';
import { paths } from '@/shared/paths';
import { RedirectIfSignedIn, RequireAuth } from '@/web/features/auth/components/require-auth';
import { LandingPage } from '@/web/features/landing/landing-page';
import { NotFoundPage } from '@/web/features/landing/not-found-page';
import { AppShell } from './app-shell';
import { LogDmHost } from './shell/log-dm-host';
import { prefetchPageData } from './page-data';
import { framedPages, loadedPage, loadPage, type PagePath } from './pages';
import { RouteError } from './route-error';
import { useSayTakenOver } from './taken-over';

/** The location whose first-screen requests were last started, per app (its query client). */
const dataStartedFor = new WeakMap<QueryClient, string>();

/**
 * A page on demand: its chunk (suspending until it has loaded; the first one is loaded before
 * the app's first render, src/web/app/boot.tsx) and its first-screen requests, started once per
 * navigation as it renders, in parallel with the chunk rather than after it.
 */
function RoutePage({ path }: { path: PagePath }) {
  const queryClient = useQueryClient();
  const location: Location = useLocation();
  if (dataStartedFor.get(queryClient) !== location.key) {
    dataStartedFor.set(queryClient, location.key);
    void prefetchPageData(queryClient, path, new URLSearchParams(location.search));
  }
  useSayTakenOver();
  const Page = loadedPage(path) ?? use(loadPage(path)).default;
  return <Page />;
}

const page = (path: PagePath) => (
  <Route key={path} path={path} element={<RoutePage path={path} />} />
);

/** Member pages in the app's frame (the admin's has its own guard). */
const memberPages = framedPages.filter((path) => path !== paths.admin);

/** The signed-in frame, with the Log DM dialog every page opens where the member is. */
const AppShellWithLogDm = () => (
  <LogDmHost>
    <AppShell />
  </LogDmHost>
);

/** What a page that failed to render shows, until the member goes to another page. */
class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('Route error', error);
  }

  componentDidUpdate(previous: { pathname: string }) {
    if (this.state.failed && previous.pathname !== this.props.pathname) {
      this.setState({ failed: false });
    }
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Every route of the app. Member pages load on demand, so the landing page ships only what it
 * needs. A navigation is a transition: the page on screen stays until the next one is ready.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>
        <Routes>
          <Route
            path={paths.home}
            element={
              <RedirectIfSignedIn>
                <LandingPage />
              </RedirectIfSignedIn>
            }
          />
          {page(paths.auth)}
          {page(paths.resetPassword)}
          <Route element={<RequireAuth pending={<AppShell loading />} />}>
            <Route element={<AppShellWithLogDm />}>{memberPages.map(page)}</Route>
          </Route>
          <Route element={<RequireAuth continueAfterSignIn />}>{page(paths.share)}</Route>
          <Route element={<RequireAuth continueAfterSignIn />}>
            {page(paths.connectExtension)}
          </Route>
          <Route element={<RequireAuth admin pending={<AppShell loading />} />}>
            <Route element={<AppShellWithLogDm />}>{page(paths.admin)}</Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
