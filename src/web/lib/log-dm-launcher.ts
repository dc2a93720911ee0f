import { createContext, useContext, type MouseEvent } from 'react';
import { paths } from '@/shared/paths';

/** What the Log DM dialog is opened as: Log DM, or the Prospect Tracker's Add Prospect. */
export type LogDmPurpose = 'log-dm' | 'add-prospect';

/** How the dialog opens: its heading, and a profile URL to start with (a follow-up's). */
export type LogDmLaunch = { purpose?: LogDmPurpose; url?: string };

/**
 * Opens the Log DM dialog over the page the member is on (the app shell holds it,
 * src/web/app/shell/log-dm-host.tsx): after Log DM or Cancel they are still where they were.
 * Null outside the signed-in shell, or before it has the member: a link to `paths.logDm`
 * (the dashboard's dialog) is the fallback.
 */
export const LogDmLauncherContext = createContext<((launch?: LogDmLaunch) => void) | null>(null);

const useLogDmLauncher = () => useContext(LogDmLauncherContext);

/** The dashboard's Log DM link, with the profile URL to start with (`&url=`). */
export const logDmLink = (url?: string) =>
  url ? `${paths.logDm}&url=${encodeURIComponent(url)}` : paths.logDm;

/**
 * For a link to `logDmLink(...)`: a plain click (or Enter) opens the dialog where the member is
 * and stays there; a click that asks for a new tab or window, or no launcher yet, follows the
 * link to the dashboard's dialog.
 */
export function useOpenLogDmHere(purpose?: LogDmPurpose) {
  const launch = useLogDmLauncher();
  return (event: MouseEvent<HTMLElement>, url?: string) => {
    if (!launch || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    launch({ purpose, url });
  };
}
