import { Smartphone } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';
import { useInstallPrompt } from './install-prompt';

/**
 * 'Install DM Sprint': the browser's install dialog where it offers one (Chromium's
 * `beforeinstallprompt`), elsewhere how to install from the browser's menu (Firefox, Samsung
 * Internet, or the app installed already). Always drawn, so its place is in the page's HTML:
 * a button that came with the browser's offer, after the paint, pushed the cards below it down.
 */
export function InstallButton() {
  const { install } = useInstallPrompt();
  const installOrSayHow = async () => {
    if (await install()) return;
    notify.info(
      'Install DM Sprint',
      'Open your browser’s menu and tap Install app or Add to Home screen. Installed already? Open DM Sprint from your Home screen.',
    );
  };
  return (
    <Button className="justify-self-start" onClick={() => void installOrSayHow()}>
      Install DM Sprint
    </Button>
  );
}

/**
 * Loaded on demand (the pages' lazy imports): the offer is never on a page's first screen.
 *
 * The dashboard's one-time offer to install the app, where the browser allows it
 * (beforeinstallprompt): 'Add to Home Screen' or 'Not now', remembered on the device.
 */
export function InstallOffer() {
  const { offerOpen, install, dismiss } = useInstallPrompt();
  if (!offerOpen) return null;
  return (
    <section
      aria-labelledby="install-offer-title"
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm"
    >
      <Smartphone aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 id="install-offer-title" className="font-medium">
          Add DM Sprint to your Home Screen
        </h2>
        <p className="text-muted-foreground">
          It opens like an app, works offline and takes shares from LinkedIn, Instagram, X and
          Facebook.
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void install()}>
          Add to Home Screen
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
