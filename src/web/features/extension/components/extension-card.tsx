import { useBrowserValue } from '@/web/lib/browser-value';
import { APP_VERSION, EXTENSION_DOWNLOADS, EXTENSION_VERSION } from '@/shared/extension/version';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { NeverDoes } from './never-does';

/** Each browser's way to install an extension from outside its store. */
function InstallSteps({ origin }: { origin: string }) {
  const connect = (
    <li>
      Open DM Sprint from the toolbar’s extensions menu (pin it), enter{' '}
      <span className="font-medium break-all">{origin}</span> and press Connect, then approve on the
      page that opens.
    </li>
  );
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-1">
        <h3 className="font-semibold">Chrome and Edge</h3>
        <ol className="grid list-decimal gap-1 pl-5">
          <li>Unzip the download into a folder you keep (the browser loads it from there).</li>
          <li>
            Open <span className="font-mono">chrome://extensions</span> (Edge:{' '}
            <span className="font-mono">edge://extensions</span>) and turn on Developer mode.
          </li>
          <li>Press Load unpacked and pick the folder.</li>
          {connect}
        </ol>
      </div>
      <div className="grid gap-1">
        <h3 className="font-semibold">Firefox</h3>
        <ol className="grid list-decimal gap-1 pl-5">
          <li>
            Open <span className="font-mono">about:debugging#/runtime/this-firefox</span>, press
            Load Temporary Add-on… and pick the .xpi file. Firefox keeps it until it restarts; to
            keep it for good, your coach signs the package once on Mozilla’s add-on site (an
            unlisted add-on), and you install the signed file instead.
          </li>
          {connect}
        </ol>
      </div>
    </div>
  );
}

/**
 * Settings → Browser extension (docs/decisions/0140-browser-extension.md): the downloads, how
 * to install in each browser, what it never does, and its version beside the server's.
 */
export function ExtensionCard() {
  return (
    <Card data-testid="extension-card">
      <CardHeader>
        <CardTitle>Browser extension</CardTitle>
        <CardDescription>
          On your computer, log each DM the moment you send it on LinkedIn, Instagram, X and
          Facebook, and each reply as it arrives, in Chrome, Edge or Firefox.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground" data-testid="extension-versions">
          Extension {EXTENSION_VERSION} · DM Sprint {APP_VERSION} on this server
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={EXTENSION_DOWNLOADS.chromium} download>
              Download for Chrome and Edge (.zip)
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={EXTENSION_DOWNLOADS.firefox} download>
              Download for Firefox (.xpi)
            </a>
          </Button>
        </div>
        <InstallSteps origin={useBrowserValue(() => window.location.origin)} />
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">What it never does</h3>
          <NeverDoes />
        </div>
        <p className="text-sm text-muted-foreground">
          Each browser you connect gets its own token under API tokens below; revoke it there to
          disconnect that browser.
        </p>
      </CardContent>
    </Card>
  );
}
