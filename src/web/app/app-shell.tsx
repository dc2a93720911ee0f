import { Link, Outlet, useNavigate } from 'react-router';
import { LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Logo } from '@/web/components/logo';
import { ThemeToggle } from '@/web/components/theme-toggle';
import { Button } from '@/web/components/ui/button';
import { displayName, useMe } from '@/web/lib/me';
import { useSignOut } from '@/web/features/auth/api/sign-out';
import { paths } from '@/web/lib/paths';
import { OfflineStatus } from './pwa/offline-status';

/** The signed-in frame: header with the welcome line, Admin Panel for admins, Sign Out. */
export function AppShell() {
  const { data } = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const profile = data?.profile;

  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
          <Link to={paths.dashboard} aria-label="DM Sprint dashboard" className="shrink-0">
            <Logo />
          </Link>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {profile ? (
              <p className="hidden truncate text-sm text-muted-foreground md:block">
                Welcome back,{' '}
                <span className="font-medium text-foreground">{displayName(profile)}</span>
              </p>
            ) : null}
            {profile?.isAdmin ? (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.admin}>
                  <ShieldCheck aria-hidden />
                  <span className="sr-only sm:not-sr-only">Admin Panel</span>
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
      <main className="mx-auto max-w-6xl px-3 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
