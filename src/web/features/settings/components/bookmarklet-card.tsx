import { useEffect, useRef, useState } from 'react';
import { Bookmark } from 'lucide-react';
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
import { copyText } from '@/web/lib/clipboard';
import { bookmarkletCode } from '../utils/bookmarklet';

/** Desktop capture: drag the link to the bookmarks bar, click it on a profile after the DM. */
export function BookmarkletCard() {
  const [logAtOnce, setLogAtOnce] = useState(false);
  const code = bookmarkletCode(window.location.origin, logAtOnce);
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
      </CardContent>
    </Card>
  );
}
