import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';

/**
 * Installs the service worker; when a new version is deployed it waits, and the member is told
 * so with a Reload button instead of running stale code forever.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () =>
      toast('A new version is available', {
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void update(true) },
      }),
  });
}
