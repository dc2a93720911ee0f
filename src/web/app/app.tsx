import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AuthStateToasts } from '@/web/features/auth/components/auth-state-toasts';
import { onUnauthorized } from '@/web/lib/api';
import { forgetMeOnDevice, meKey } from '@/web/lib/me';
import { paths } from '@/web/lib/paths';
import { useIdle } from '@/web/lib/when-idle';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router once its first route (and that route's lazy page) has loaded. */
export function whenReady(router: AppRouter): Promise<AppRouter> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

/** The toast area, in a chunk of its own with sonner (src/web/lib/toast.ts). */
const AppToaster = lazy(() =>
  import('@/web/components/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * The member app: its providers and toasts around the router (which shares its query client).
 * The Toaster shows nothing on the first screen, so it mounts once the browser is idle.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const idle = useIdle(1000);

  // A 401 from any request means the session is gone: forget it and go to /auth
  // (docs/decisions/0104-cookie-sessions.md).
  useEffect(
    () =>
      onUnauthorized(() => {
        forgetMeOnDevice();
        queryClient.setQueryData(meKey, null);
        if (router.state.location.pathname !== paths.auth) {
          void router.navigate(paths.auth, { replace: true });
        }
      }),
    [queryClient, router],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AuthStateToasts />
      <RouterProvider router={router} />
      {idle ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
