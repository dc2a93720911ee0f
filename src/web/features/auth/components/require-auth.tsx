import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/web/components/ui/spinner';
import { paths } from '@/shared/paths';
import { notify } from '@/web/lib/toast';
import { useMe } from '@/web/lib/me';
import { signInThenContinue } from '@/web/lib/continue-path';
import { PendingPanel } from './pending-panel';

/** Guard for member pages: `pending` (a spinner), then /auth without a session, the pending panel, or the page. */
export function RequireAuth({
  admin = false,
  pending = <FullPageSpinner />,
  continueAfterSignIn = false,
}: {
  admin?: boolean;
  /** Shown while the session is checked (the app passes its frame with a skeleton). */
  pending?: ReactNode;
  /** Sign-in comes back to this page (a share, the bookmarklet) instead of the dashboard. */
  continueAfterSignIn?: boolean;
}) {
  const me = useMe();
  const location = useLocation();
  const profile = me.data?.profile;
  const deniedAdmin = Boolean(
    admin && profile && profile.approvalStatus === 'approved' && !profile.isAdmin,
  );

  useEffect(() => {
    if (deniedAdmin) notify.error('Access Denied', "You don't have admin privileges.");
  }, [deniedAdmin]);

  if (me.isPending) return pending;
  if (!profile && continueAfterSignIn)
    return <Navigate to={signInThenContinue(location)} replace />;
  if (!profile) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  if (profile.approvalStatus !== 'approved') {
    return <PendingPanel status={profile.approvalStatus} />;
  }
  if (deniedAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Public pages that a signed-in member skips (the landing page and /auth). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <FullPageSpinner />;
  if (me.data) return <Navigate to={paths.dashboard} replace />;
  return children;
}
