import { StrictMode, useMemo, useSyncExternalStore } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { AppToaster } from '@/web/components/app-toaster';
import { paths } from '@/web/lib/paths';
import { AuthPage } from './auth-page';
import { AuthStateToasts } from './auth-state-toasts';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
const noSubscription = () => () => {};

/**
 * The sign-in page served on its own (src/web/sign-in.tsx): rendered to HTML at build, then
 * hydrated, so both sides render exactly this tree. Its controls stay disabled until hydration
 * has attached their handlers: nothing typed is lost, and the form can never submit natively
 * (a GET would put the password in the URL). Any navigation away calls `onLeave`.
 */
export function SignInRoot({
  queryClient,
  onLeave,
}: {
  queryClient: QueryClient;
  onLeave: (url: string) => void;
}) {
  // false while rendering on the server and hydrating, true once this tree is live
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: hrefOf,
      push: (to) => onLeave(hrefOf(to)),
      replace: (to) => onLeave(hrefOf(to)),
      go: (delta) => window.history.go(delta),
    }),
    [onLeave],
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthStateToasts />
        <fieldset disabled={!live} data-prerendered={live ? undefined : true} className="contents">
          <Router location={paths.auth} navigator={navigator}>
            <AuthPage />
          </Router>
        </fieldset>
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
