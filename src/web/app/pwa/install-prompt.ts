import { useCallback, useSyncExternalStore } from 'react';
import type { InstallPromptEvent } from '@/web/lib/install-offer-store';

/** Said on window when the offer is taken or answered. */
const INSTALL_OFFER_CHANGED = 'dm-sprint:install-offer';

/** The offer the entry kept (src/web/lib/install-offer-store.ts), if the browser made one. */
const kept = () => window as { installOffer?: InstallPromptEvent | null };
const installOffer = () => kept().installOffer ?? null;

/** Takes the offer: a prompt can be shown once. */
function takeInstallOffer(): InstallPromptEvent | null {
  const event = installOffer();
  kept().installOffer = null;
  window.dispatchEvent(new Event(INSTALL_OFFER_CHANGED));
  return event;
}

const DISMISSED_KEY = 'dm-sprint:install-offer-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The dashboard's offer was answered (or the app installed): it never shows again here. */
function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage refused (private mode): the offer stays away until the page is left
  }
  window.dispatchEvent(new Event(INSTALL_OFFER_CHANGED));
}

/** The entry's listener, added first, has kept a new offer by the time this one hears it. */
const subscribe = (listener: () => void) => {
  const installed = () => rememberDismissed();
  window.addEventListener(INSTALL_OFFER_CHANGED, listener);
  window.addEventListener('beforeinstallprompt', listener);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener(INSTALL_OFFER_CHANGED, listener);
    window.removeEventListener('beforeinstallprompt', listener);
    window.removeEventListener('appinstalled', installed);
  };
};

/**
 * The install, where this browser lets the app install itself (Chromium: `beforeinstallprompt`;
 * never on iOS). `offerOpen`: the dashboard's one-time offer, until installed, answered or
 * dismissed (remembered on the device).
 */
export function useInstallPrompt() {
  // False where there is no window, as in a browser without an offer: a page the server drew is
  // taken over without a render again (ADR 0143, "No synchronous render right after the
  // takeover").
  const offerOpen = useSyncExternalStore(
    subscribe,
    () => installOffer() !== null && !readDismissed(),
    () => false,
  );
  /** Shows the browser's install dialog; false where the browser has made no offer. */
  const install = useCallback(async () => {
    const event = takeInstallOffer();
    if (!event) return false;
    await event.prompt();
    await event.userChoice;
    rememberDismissed();
    return true;
  }, []);
  return { offerOpen, install, dismiss: rememberDismissed };
}
