import { paths } from '@/shared/paths';

/** Where to go after signing in: the same-site path in ?next= (a share), else the dashboard. */
export function continuePath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  const sameSite = next?.startsWith('/') && !next.startsWith('//') && !next.includes('\\');
  return sameSite ? next! : paths.dashboard;
}

/** /auth with the page to come back to once signed in. */
export const signInThenContinue = (location: { pathname: string; search: string }) =>
  `${paths.auth}?next=${encodeURIComponent(location.pathname + location.search)}`;
