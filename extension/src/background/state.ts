import type { HandlePlatform } from '@/shared/domain/prospect-input';
import { handlePlatforms } from '@/shared/domain/prospect-input';
import type { DetectorsConfig } from '@/shared/extension/detectors';

/** The member's server and the token the connect page gave (never shown, never sent elsewhere). */
export type Connection = {
  origin: string;
  token: string;
  memberName: string;
  tokenName: string;
};

/** A connect under way: the tab of the server's connect page and the secret behind its challenge. */
export type PendingConnect = { origin: string; verifier: string; tabId: number; startedAt: number };

export type Mode = 'auto' | 'click';

/**
 * A DM or reply the extension saw: who, where and when, never the text. `waiting`: for the
 * member's click (one-click mode, or the page could not confirm or tell); `queued`: to be sent
 * (offline, it waits here and goes once the server answers); `logged`: the server counted it
 * (Undo deletes it there); `refused`: the server said no, with its reason.
 */
export type Item = {
  id: string;
  platform: HandlePlatform;
  kind: 'dm' | 'reply' | 'unclear';
  profileUrl: string | null;
  messageId: string | null;
  threadId: string | null;
  /** The Idempotency-Key: from the platform's message id where there is one. */
  key: string;
  /** The key came from the platform's own message id. */
  keyFromPlatform: boolean;
  at: number;
  status: 'waiting' | 'queued' | 'logged' | 'refused';
  /** The platform's own answer confirmed the send. */
  confirmed: boolean;
  /** Once logged: the DM's id on the server (for Undo) and what the server called it. */
  dmId?: string;
  label?: string;
  reason?: string;
};

export type CachedDetectors = {
  detectors: DetectorsConfig;
  source: 'built-in' | 'coach' | 'bundled';
  fetchedAt: number;
  /** The extension version the server offers (Settings → Browser extension). */
  serverOffers: string | null;
};

export type State = {
  connection: Connection | null;
  /** Why the last connection ended, when the extension did not end it. */
  lostConnection: 'revoked' | null;
  pendingConnect: PendingConnect | null;
  modes: Record<HandlePlatform, Mode>;
  detectors: CachedDetectors | null;
  items: Item[];
  /** The server could not be reached at the last try (the outbox waits). */
  offline: boolean;
};

/** One click everywhere until the member chooses: detection proves itself first. */
export const DEFAULT_MODES = Object.fromEntries(
  handlePlatforms.map((platform) => [platform, 'click']),
) as Record<HandlePlatform, Mode>;

export const initialState = (): State => ({
  connection: null,
  lostConnection: null,
  pendingConnect: null,
  modes: { ...DEFAULT_MODES },
  detectors: null,
  items: [],
  offline: false,
});

const KEY = 'state';

export async function loadState(): Promise<State> {
  const stored = (await chrome.storage.local.get(KEY))[KEY] as Partial<State> | undefined;
  return { ...initialState(), ...stored };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Changes the stored state one change at a time (the service worker's events interleave at
 * every await): `change` gets the current state and returns the next.
 */
export function updateState(change: (state: State) => State | Promise<State>): Promise<State> {
  const next = queue.then(async () => {
    const updated = await change(await loadState());
    await chrome.storage.local.set({ [KEY]: updated });
    return updated;
  });
  queue = next.catch(() => undefined);
  return next;
}

export const STATE_KEY = KEY;
