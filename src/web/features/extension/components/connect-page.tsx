import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import {
  EXTENSION_BROWSERS,
  extensionTokenName,
  type ExtensionBrowser,
} from '@/shared/extension/version';
import { Logo } from '@/web/components/logo';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api';
import { displayName, useMe } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useApproveConnect } from '../api/approve-connect';
import { NeverDoes } from './never-does';

const isBrowser = (value: string | null): value is ExtensionBrowser =>
  EXTENSION_BROWSERS.some((browser) => browser === value);

/**
 * The extension's connect page (docs/decisions/0140-browser-extension.md): opened by the
 * extension with its challenge; the member approves, and the page puts the one-time code in its
 * own address, where only the extension that opened this tab reads it.
 */
export function ConnectExtensionPage() {
  const [params] = useSearchParams();
  const { data } = useMe();
  const approve = useApproveConnect();
  const [approved, setApproved] = useState(false);
  const challenge = params.get('challenge') ?? '';
  const browser = params.get('browser');
  const valid = /^[A-Za-z0-9_-]{43}$/.test(challenge) && isBrowser(browser);
  if (!data) return null;

  async function connect() {
    if (!isBrowser(browser)) return;
    try {
      const { code } = await approve.mutateAsync({ challenge, browser });
      window.history.replaceState(window.history.state, '', `#code=${code}`);
      setApproved(true);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to connect the extension.'));
    }
  }

  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-background px-3 py-8">
      <Logo />
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle>
            {approved ? 'Extension connected' : 'Connect the DM Sprint extension'}
          </CardTitle>
          <CardDescription>
            {!valid
              ? 'This link is not a connect request from the DM Sprint extension. Open the extension and press Connect.'
              : approved
                ? 'The extension now logs your DMs and replies. You can close this tab.'
                : `The extension in ${browser} asks to log DMs and replies for ${displayName(data.profile)}.`}
          </CardDescription>
        </CardHeader>
        {valid && !approved ? (
          <CardContent className="grid gap-4">
            <p className="text-sm">
              It logs each DM you send and each reply you get on LinkedIn, Instagram, X and
              Facebook, with who, where and when, and shows today’s count. It gets a token named “
              {extensionTokenName(browser)}”, listed under Settings → API tokens, where you can
              revoke it at any time.
            </p>
            <NeverDoes />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void connect()} disabled={approve.isPending}>
                {approve.isPending ? 'Connecting...' : 'Connect'}
              </Button>
              <Button variant="outline" asChild>
                <Link to={paths.dashboard}>Cancel</Link>
              </Button>
            </div>
          </CardContent>
        ) : null}
      </Card>
    </main>
  );
}
