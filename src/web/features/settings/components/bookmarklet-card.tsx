import { useBrowserValue } from '@/web/lib/browser-value';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Bookmark, Smartphone } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { errorMessage } from '@/web/lib/api';
import { copyText } from '@/web/lib/clipboard';
import { useIsIos, useIsPhone } from '@/web/lib/device';
import { notify } from '@/web/lib/toast';
import { useRenewShareKey, useShareKey } from '../api/share-key';
import { bookmarkletCode } from '../utils/bookmarklet';

/** What works on iOS, which has no Web Share Target (no ‘Share → DM Sprint’ there). */
function IosWays() {
  return (
    <ul className="grid list-disc gap-2 pl-5 text-sm">
      <li>
        <span className="font-medium">Add to Home Screen</span>: in Safari, Share → Add to Home
        Screen, to open DM Sprint like an app.
      </li>
      <li>
        <span className="font-medium">Paste in Log DM</span>: copy the profile&apos;s link in
        LinkedIn, Instagram, X or Facebook, then tap Log DM and Paste.
      </li>
      <li>
        <span className="font-medium">The bookmarklet on a computer</span>: open Settings in your
        desktop browser and drag ‘Log to DM Sprint’ to the bookmarks bar.
      </li>
    </ul>
  );
}

/**
 * Capture from a phone or tablet, where there is no bookmarks bar to drag to: on iOS what works
 * instead of a share target; elsewhere the installed app's share target.
 */
function PhoneCaptureCard({ ios, install }: { ios: boolean; install?: ReactNode }) {
  return (
    <Card data-testid="phone-capture">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Smartphone aria-hidden className="size-5" /> Log from your phone
        </CardTitle>
        <CardDescription>
          {ios
            ? 'iPhone and iPad have no ‘Share → DM Sprint’. What works instead:'
            : 'Install DM Sprint (your browser’s menu → Install app or Add to Home screen), then share a profile from the LinkedIn, Instagram, X or Facebook app to DM Sprint: it opens ready to log. Or copy the profile’s link and tap Paste in Log DM.'}
        </CardDescription>
      </CardHeader>
      {ios ? (
        <CardContent>
          <IosWays />
        </CardContent>
      ) : install ? (
        // Not in the installed app (display mode standalone): hidden by the stylesheet from the
        // first paint, so nothing moves.
        <CardContent className="grid [@media(display-mode:standalone)]:hidden">
          {install}
        </CardContent>
      ) : null}
    </Card>
  );
}

/**
 * Log from a profile: on a computer the bookmarklet (drag the link to the bookmarks bar, click it
 * on a profile after the DM); on a phone or tablet (coarse pointer or narrow screen), which has no
 * bookmarks bar to drag to, the ways that work there.
 */
export function BookmarkletCard({ install }: { install?: ReactNode }) {
  const phone = useIsPhone();
  const ios = useIsIos();
  if (phone) return <PhoneCaptureCard ios={ios} install={install} />;
  return <DesktopBookmarkletCard ios={ios} />;
}

function DesktopBookmarkletCard({ ios }: { ios: boolean }) {
  const [logAtOnce, setLogAtOnce] = useState(false);
  // Logging at once needs the member's share key in the bookmarklet: the proof that they clicked.
  const shareKey = useShareKey(logAtOnce);
  const renew = useRenewShareKey();
  const key = logAtOnce ? (shareKey.data?.key ?? null) : null;
  const code = bookmarkletCode(
    useBrowserValue(() => window.location.origin),
    key,
  );
  const renewKey = () =>
    renew.mutate(undefined, {
      onSuccess: () =>
        notify.success(
          'New key made',
          'Drag the button to your bookmarks bar again: the old one now asks before logging.',
        ),
      onError: (error) => notify.error('Error', errorMessage(error, 'Could not make a new key.')),
    });
  const link = useRef<HTMLAnchorElement>(null);
  // React refuses javascript: in href (a guard against injected links); this one is ours.
  useEffect(() => link.current?.setAttribute('href', code), [code]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bookmark aria-hidden className="size-5" /> Log from any profile page
        </CardTitle>
        <CardDescription>
          Drag the button below to your bookmarks bar. After you send a DM, click it on the
          prospect&apos;s profile: a small DM Sprint window opens with that profile, ready to log.
          It reads only the page&apos;s address.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <a
            ref={link}
            data-testid="bookmarklet"
            className="inline-flex min-h-10 items-center rounded-md border border-dashed px-4 text-sm font-medium pointer-coarse:min-h-11"
            onClick={(event) => event.preventDefault()}
          >
            Log to DM Sprint
          </a>
          <Button type="button" variant="outline" onClick={() => copyText(code, 'Bookmarklet')}>
            Copy code
          </Button>
        </div>
        <div className="flex items-center gap-3">
          <Switch id="bookmarklet-at-once" checked={logAtOnce} onCheckedChange={setLogAtOnce} />
          <Label htmlFor="bookmarklet-at-once">
            Log at once (no second click; drag the button again after changing this)
          </Label>
        </div>
        {logAtOnce ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              The button carries a key of yours that lets it log at once; a link from anywhere else
              asks first. If someone else may have it, make a new key: the old button then asks
              before logging.
            </p>
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={renew.isPending}
              onClick={renewKey}
            >
              {renew.isPending ? 'Making a new key...' : 'Make a new key'}
            </Button>
          </div>
        ) : null}
        {ios ? (
          <div className="grid gap-2 border-t pt-4">
            <p className="text-sm text-muted-foreground">
              iPhone and iPad have no ‘Share → DM Sprint’. What works instead:
            </p>
            <IosWays />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
