import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppToaster } from '@/web/components/app-toaster';
import { AuthStateToasts } from '@/web/features/auth/components/auth-state-toasts';
import { onUnauthorized } from '@/web/lib/api';
import { forgetMeOnDevice, meKey } from '@/web/lib/me';
import { paths } from '@/web/lib/paths';
import { showCarriedToasts } from '@/web/lib/toast';

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

/** The member app: its providers and toasts around the router (which shares its query client). */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useEffect(showCarriedToasts, []); // after the Toaster below has mounted

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
      <AppToaster />
    </QueryClientProvider>
  );
}
