import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import type { Item } from '../background/state';
import { PLATFORM_NAMES } from '../lib/platforms';
import { tell } from './use-extension-state';

/** Who, as the profile's address shows it: /in/jordan-example → jordan-example. */
export const whoOf = (profileUrl: string | null) =>
  profileUrl
    ? decodeURIComponent(new URL(profileUrl).pathname.split('/').filter(Boolean).pop() ?? '')
    : null;

function describe(item: Item) {
  const platform = PLATFORM_NAMES[item.platform];
  const who = whoOf(item.profileUrl);
  if (item.status === 'logged' && item.label) return `${item.label} · ${platform}`;
  if (item.kind === 'unclear') return `A new message on ${platform}: yours or theirs?`;
  const what = item.kind === 'reply' ? 'Reply' : 'DM';
  return who ? `${what} · ${who} · ${platform}` : `${what} on ${platform}: who was it?`;
}

/** One DM or reply: what it is, and what the member can do with it. */
export function ItemRow({ item }: { item: Item }) {
  const [profileUrl, setProfileUrl] = useState('');
  const needsProfile = item.status === 'waiting' && item.profileUrl === null;

  function logWithProfile(event: FormEvent) {
    event.preventDefault();
    if (profileUrl.trim()) void tell({ type: 'log', id: item.id, profileUrl: profileUrl.trim() });
  }

  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 text-sm" data-testid="extension-item">
      <p className="break-words">{describe(item)}</p>
      {item.status === 'refused' ? (
        <p className="text-destructive">Not logged: {item.reason}</p>
      ) : null}
      {needsProfile ? (
        <form onSubmit={logWithProfile} className="grid gap-1.5">
          <Label htmlFor={`profile-${item.id}`}>Their profile URL</Label>
          <div className="flex gap-2">
            <Input
              id={`profile-${item.id}`}
              placeholder="https://linkedin.com/in/username"
              value={profileUrl}
              onChange={(event) => setProfileUrl(event.target.value)}
            />
            <Button type="submit" size="sm">
              Log
            </Button>
          </div>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.status === 'waiting' && !needsProfile && item.kind !== 'unclear' ? (
          <Button size="sm" onClick={() => void tell({ type: 'log', id: item.id })}>
            {item.kind === 'reply' ? 'Log reply' : 'Log DM'}
          </Button>
        ) : null}
        {item.status === 'waiting' && !needsProfile && item.kind === 'unclear' ? (
          <>
            <Button size="sm" onClick={() => void tell({ type: 'log', id: item.id, kind: 'dm' })}>
              I sent it
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void tell({ type: 'log', id: item.id, kind: 'reply' })}
            >
              They wrote
            </Button>
          </>
        ) : null}
        {item.status === 'waiting' || item.status === 'refused' ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void tell({ type: 'ignore', id: item.id })}
          >
            Ignore
          </Button>
        ) : null}
        {(item.status === 'logged' && item.dmId) || item.status === 'queued' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void tell({ type: 'undo', id: item.id })}
          >
            Undo
          </Button>
        ) : null}
      </div>
    </li>
  );
}
