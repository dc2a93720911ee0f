import { Smartphone } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useInstallPrompt } from './install-prompt';

/** 'Install DM Sprint', where the browser lets the app install itself; nothing elsewhere. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button className="justify-self-start" onClick={() => void install()}>
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
