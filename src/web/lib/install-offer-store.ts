/** Chromium's install offer (not in the DOM's types): `prompt()` shows the browser's dialog. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * The browser's install offer fires once per page load, often before any component mounts, so
 * the entry keeps it, on `window.installOffer` (this file as small as it can be: every page
 * loads it); the app's buttons read it, listen for a later one and take it
 * (src/web/app/pwa/install-prompt.ts).
 */
export function listenForInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the app offers it where it fits, once
    (window as { installOffer?: Event }).installOffer = event;
  });
}
