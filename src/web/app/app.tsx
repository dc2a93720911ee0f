import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { AuthStateToasts } from '@/web/features/auth/components/auth-state-toasts';
import { onUnauthorized } from '@/web/lib/api';
import { forgetMeOnDevice, meKey } from '@/web/lib/me';
import { paths } from '@/shared/paths';
import { useIdle, whenIdle } from '@/web/lib/when-idle';
import { AssumedScreenContext, WIDE_SCREEN, type AssumedScreen } from '@/web/lib/media-query';
import { AppRoutes } from './router';
import { TakenOverContext } from './taken-over';

/** The toast area, in a chunk of its own with sonner (src/web/lib/toast.ts). */
const AppToaster = lazy(() =>
  import('@/web/components/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * A 401 from any request means the session is gone: forget it and go to /auth
 * (docs/decisions/0104-cookie-sessions.md).
 */
function SignInAgainWhenSessionEnds() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        forgetMeOnDevice();
        queryClient.setQueryData(meKey, null);
        if (window.location.pathname !== paths.auth) void navigate(paths.auth, { replace: true });
      }),
    [queryClient, navigate],
  );
  return null;
}

const Routes = () => (
  <>
    <SignInAgainWhenSessionEnds />
    <AuthStateToasts />
    <AppRoutes />
  </>
);

/** The toasts show nothing on the first screen: mounted once the browser is idle (on its own: the app around it is not drawn again). */
function ToasterWhenIdle() {
  const idle = useIdle(1000);
  return idle ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/**
 * The member app: its providers, routes and toasts (in the browser, the router follows the
 * address bar; the server's render, src/web/member-page-render.tsx, puts it at the page).
 */
export function App({
  queryClient,
  router = (routes) => <BrowserRouter>{routes}</BrowserRouter>,
  screen = WIDE_SCREEN,
  onTakenOver,
}: {
  queryClient: QueryClient;
  /** Around the routes: the address bar's router; the server's render passes its own. */
  router?: (routes: ReactNode) => ReactNode;
  /** The screen the server drew the page for (src/web/lib/media-query.ts). */
  screen?: AssumedScreen;
  /** Once the app has taken the server's page over: its buttons answer from then on. */
  onTakenOver?: () => void;
}) {
  // The service worker and its update prompt (workbox-window, sonner) in a chunk of their own,
  // once idle after the first page is on screen (not in a pause of its first render).
  useEffect(
    () =>
      whenIdle(
        () => void import('./pwa/register-sw').then((sw) => sw.registerServiceWorker()),
        5000,
      ),
    [],
  );
  return (
    <StrictMode>
      <AssumedScreenContext value={screen}>
        <TakenOverContext value={onTakenOver}>
          <QueryClientProvider client={queryClient}>
            {router(<Routes />)}
            <ToasterWhenIdle />
          </QueryClientProvider>
        </TakenOverContext>
      </AssumedScreenContext>
    </StrictMode>
  );
}
