import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { tell } from './use-extension-state';

/** The server's origin from what the member typed: https:// unless they wrote http://. */
export function originOf(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Connect: the server's address, then this browser asks to reach it (the one permission the
 * extension asks for, here and only for that address) and opens its connect page.
 */
export function ConnectForm({ lost, waiting }: { lost: boolean; waiting: boolean }) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function connect(event: FormEvent) {
    event.preventDefault();
    const origin = originOf(address);
    if (!origin) return setError('Enter your DM Sprint address, e.g. https://sprint.example.com');
    const granted = await chrome.permissions.request({ origins: [`${origin}/*`] });
    if (!granted) return setError('The browser did not allow DM Sprint to reach that address.');
    setError(null);
    await tell({ type: 'connect', origin });
  }

  return (
    <form onSubmit={connect} className="grid gap-3" noValidate>
      <p className="text-sm text-muted-foreground">
        {lost
          ? 'This browser was disconnected: its token no longer works. Connect again.'
          : 'Connect this browser to your DM Sprint to log DMs and replies as you send and get them.'}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="server-address">Your DM Sprint address</Label>
        <Input
          id="server-address"
          type="url"
          inputMode="url"
          placeholder="https://sprint.example.com"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'server-address-error' : undefined}
        />
        {error ? (
          <p id="server-address-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit">Connect</Button>
      {waiting ? (
        <p className="text-sm text-muted-foreground" role="status">
          Approve the connection in the DM Sprint tab that opened.
        </p>
      ) : null}
    </form>
  );
}
