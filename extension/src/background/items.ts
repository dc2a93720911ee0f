import type { Detected } from '../lib/messages';
import type { Item, State } from './state';

/** Two reports of one message without a shared id: the same platform and thread this close. */
export const SAME_MESSAGE_MS = 15_000;
/** The popup keeps this many items; the oldest logged and refused go first. */
export const MAX_ITEMS = 60;

const kindOf = (event: Detected): Item['kind'] =>
  event.kind === 'sent' ? 'dm' : event.kind === 'received' ? 'reply' : 'unclear';

/** The platform's answer confirmed it and the member lets this platform log by itself. */
function logsByItself(
  state: State,
  item: Pick<Item, 'platform' | 'kind' | 'profileUrl' | 'confirmed'>,
) {
  if (state.modes[item.platform] !== 'auto' || item.profileUrl === null) return false;
  return item.kind === 'reply' || (item.kind === 'dm' && item.confirmed);
}

const threadsMatch = (a: string | null, b: string | null) =>
  a === null || b === null || a.includes(b) || b.includes(a);

/** An earlier report of the same message: the same key, or close in time without an id. */
function earlierReport(items: Item[], event: Detected, key: string | null) {
  if (key) {
    const same = items.find((item) => item.key === key);
    if (same) return same;
  }
  return items.find(
    (item) =>
      item.platform === event.platform &&
      item.kind === kindOf(event) &&
      (!item.keyFromPlatform || key === null) &&
      Math.abs(item.at - event.at) < SAME_MESSAGE_MS &&
      threadsMatch(item.threadId, event.threadId) &&
      (item.profileUrl === null ||
        event.profileUrl === null ||
        item.profileUrl === event.profileUrl),
  );
}

const trim = (items: Item[]) => {
  if (items.length <= MAX_ITEMS) return items;
  const settled = items.filter((item) => item.status === 'logged' || item.status === 'refused');
  const drop = new Set(settled.slice(0, items.length - MAX_ITEMS).map((item) => item.id));
  return items.filter((item) => !drop.has(item.id));
};

/**
 * A message the content script reported: a new item, or news about one already known (a send
 * receipt for a DM the page showed first). `key` is the Idempotency-Key from the platform's own
 * id, or null where the page has none (a random one is made). However many signals report a
 * message, it is one item with one key: the server counts it once.
 */
export function receive(
  state: State,
  event: Detected,
  key: string | null,
  newId: () => string,
): State {
  const earlier = earlierReport(state.items, event, key);
  if (earlier) {
    const merged: Item = {
      ...earlier,
      confirmed: earlier.confirmed || event.signal === 'network',
      profileUrl: earlier.profileUrl ?? event.profileUrl,
      threadId: earlier.threadId ?? event.threadId,
      messageId: earlier.messageId ?? event.messageId,
      ...(key && !earlier.keyFromPlatform && earlier.status === 'waiting'
        ? { key, keyFromPlatform: true }
        : {}),
    };
    if (merged.status === 'waiting' && logsByItself(state, merged)) merged.status = 'queued';
    return { ...state, items: state.items.map((item) => (item.id === earlier.id ? merged : item)) };
  }
  const item: Item = {
    id: newId(),
    platform: event.platform,
    kind: kindOf(event),
    profileUrl: event.profileUrl,
    messageId: event.messageId,
    threadId: event.threadId,
    key: key ?? newId(),
    keyFromPlatform: key !== null,
    at: event.at,
    status: 'waiting',
    confirmed: event.signal === 'network',
  };
  if (logsByItself(state, item)) item.status = 'queued';
  return { ...state, items: trim([...state.items, item]) };
}

/** The member's click: log it (as a DM or a reply, with the profile they gave where none was found). */
export function logByClick(
  state: State,
  id: string,
  choice: { kind?: 'dm' | 'reply'; profileUrl?: string },
): State {
  return {
    ...state,
    items: state.items.map((item) =>
      item.id === id && item.status === 'waiting'
        ? {
            ...item,
            kind: choice.kind ?? (item.kind === 'unclear' ? 'dm' : item.kind),
            profileUrl: choice.profileUrl ?? item.profileUrl,
            status: 'queued',
          }
        : item,
    ),
  };
}

export const removeItem = (state: State, id: string): State => ({
  ...state,
  items: state.items.filter((item) => item.id !== id),
});

export const waitingCount = (state: State) =>
  state.items.filter((item) => item.status === 'waiting').length;
