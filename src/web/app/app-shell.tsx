import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Logo } from '@/web/components/logo';
import { PageHeader } from '@/web/components/page-header';
import { ThemeToggle } from '@/web/components/theme-toggle';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { displayName, useMe } from '@/web/lib/me';
import { useMediaQuery } from '@/web/lib/media-query';
import { headingOf } from '@/web/lib/page-headings';
import { useSignOut } from '@/web/features/auth/api/sign-out';
import { paths } from '@/shared/paths';
import { greeting, useJustSignedUp } from '@/web/lib/welcome';
import { BottomBar } from './shell/bottom-bar';
import { SideNav } from './shell/side-nav';
import { OfflineStatus } from './pwa/offline-status';
import { PendingBadge } from './shell/pending-badge';
import { pageDrawnInFrame } from './pages';

/**
 * The first paint of a member page while the session is checked: no spinner, no jump. The
 * page itself where it draws its own placeholders, else the page's heading and placeholders.
 */
function PageSkeleton() {
  const { pathname } = useLocation();
  const Page = pageDrawnInFrame(pathname);
  const heading = headingOf(pathname);
  if (Page) return <Page />;
  return (
    <>
      {heading ? <PageHeader {...heading} /> : null}
      <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading">
        {heading ? null : <Skeleton className="h-9 w-64 max-w-full" />}
        <Skeleton className="h-72" />
        <Skeleton className="h-48" />
      </div>
    </>
  );
}

/**
 * The signed-in frame: header (welcome line, Admin Panel, Settings, theme, Sign Out), the
 * sidebar on wide screens, the bottom bar under the thumb on phones and tablets.
 */
export function AppShell({ loading = false }: { loading?: boolean }) {
  const { data } = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const profile = data?.profile;
  const justSignedUp = useJustSignedUp();
  // The sidebar shows from Tailwind's `lg` up: a phone's first render leaves it out rather than
  // build it hidden (the pre-render keeps it, for the wide screens it paints first; ADR 0142).
  const wide = useMediaQuery('(min-width: 64rem)');

  return (
    // `data-app-frame`: the frame before the app has the member (e2e/support/browser.ts waits
    // for it to go). Its page is inert meanwhile: a tap or a keystroke there would be lost.
    <div className="min-h-dvh bg-background" data-app-frame={loading ? '' : undefined}>
      <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-3 sm:px-6">
          <Link
            to={paths.dashboard}
            aria-label="DM Sprint dashboard"
            className="flex h-11 shrink-0 items-center"
          >
            <Logo />
          </Link>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {profile ? (
              <p className="hidden truncate text-sm text-muted-foreground md:block">
                {greeting('', justSignedUp)}
                <span className="font-medium text-foreground">{displayName(profile)}</span>
              </p>
            ) : null}
            {profile?.isAdmin ? (
              // Wide screens have it in the sidebar (shell/side-nav.tsx).
              <Button asChild variant="outline" size="sm" className="lg:hidden">
                <Link to={paths.admin}>
                  <ShieldCheck aria-hidden />
                  <span className="sr-only sm:not-sr-only">Admin Panel</span>
                  <PendingBadge />
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="ghost" size="icon-sm">
              <Link to={paths.settings} aria-label="Settings">
                <Settings aria-hidden />
              </Link>
            </Button>
            <ThemeToggle />
            <Button
              variant="ghost"
              size="sm"
              disabled={loading} // pre-rendered too (src/web/prerender.tsx): no click before the app
              onClick={async () => {
                await signOut.mutateAsync().catch(() => {});
                navigate(paths.auth, { replace: true });
              }}
            >
              <LogOut aria-hidden />
              <span className="sr-only sm:not-sr-only">Sign Out</span>
            </Button>
          </div>
        </div>
      </header>
      <OfflineStatus />
      <div className="mx-auto flex max-w-7xl">
        {wide ? (
          <SideNav className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r px-3 py-6 lg:flex" />
        ) : null}
        <main className="min-w-0 flex-1 px-3 pt-6 pb-28 sm:px-6 sm:pt-8 lg:pb-8" inert={loading}>
          {loading ? (
            <PageSkeleton />
          ) : (
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
      <BottomBar className="lg:hidden" loading={loading} />
    </div>
  );
}
