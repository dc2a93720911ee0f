import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { MeResponse } from '@/shared/schemas/profile';
import { meKey } from './me-key';

/**
 * What the member's pages last showed, kept on the device (IndexedDB) so a page opened without a
 * connection has something to show (docs/decisions/0120-log-where-sent.md). One entry, keyed by the
 * member's id, holding only what the server answered (never an optimistic count); only the
 * signed-in member's entry is kept, and signing out (or a 401) clears it (src/web/lib/me.ts).
 * Loaded on demand (src/web/app/app.tsx, src/web/lib/me.ts), so no page's first bundle carries it.
 */
type DehydratedQuery = DehydratedState['queries'][number];
type Saved = { version: number; queries: DehydratedQuery[] };

const VERSION = 1; // a change of the saved shape: older entries are ignored
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const MAX_QUERIES = 150;

let db: UseStore | undefined;
const store = () => (db ??= createStore('dm-sprint-queries', 'queries'));

const userOf = (client: QueryClient) =>
  client.getQueryData<MeResponse | null>(meKey)?.profile.userId;

const fresh = (query: DehydratedQuery, now: number) => now - query.state.dataUpdatedAt < MAX_AGE_MS;

async function savedQueries(userId: string): Promise<DehydratedQuery[]> {
  const saved = await get<Saved>(userId, store());
  const now = Date.now();
  return saved?.version === VERSION ? saved.queries.filter((query) => fresh(query, now)) : [];
}

/** Queries answered by the server since the last write, by hash; written one batch at a time. */
const unsaved = new Map<string, DehydratedQuery>();
let writing: Promise<void> | null = null;

async function write(client: QueryClient) {
  while (unsaved.size > 0) {
    const userId = userOf(client);
    if (!userId) return unsaved.clear();
    const batch = [...unsaved.values()];
    unsaved.clear();
    const merged = new Map((await savedQueries(userId)).map((query) => [query.queryHash, query]));
    for (const query of batch) merged.set(query.queryHash, query);
    const queries = [...merged.values()]
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, MAX_QUERIES);
    // Another member's entry never stays beside this one.
    for (const key of await keys(store())) if (key !== userId) await del(key, store());
    if (userOf(client) === userId) await set(userId, { version: VERSION, queries }, store());
  }
}

/** The member (kept by me.ts) and the outbox (itself on the device) are not kept here. */
const notKept = new Set<unknown>([meKey[0], 'outbox']);

function remember(client: QueryClient, query: Query) {
  if (notKept.has(query.queryKey[0]) || query.state.status !== 'success') return;
  const [dehydrated] = dehydrate(client, {
    shouldDehydrateQuery: (each) => each === query,
  }).queries;
  if (!dehydrated) return;
  unsaved.set(query.queryHash, dehydrated);
  writing ??= write(client)
    .catch(() => undefined) // storage refused: offline pages then wait for the network
    .finally(() => (writing = null));
}

/**
 * Keeps every answer the server gives from now on (a count moved on the device by an optimistic
 * update is a manual write and is left out).
 */
export function persistQueries(client: QueryClient): () => void {
  for (const query of client.getQueryCache().getAll()) remember(client, query);
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      remember(client, event.query);
    }
  });
}

const restored = new WeakMap<QueryClient, string>();

/**
 * Puts what the device kept for `userId` back into the query client (a page opened offline),
 * once: the offline check asks for the member again and again (src/web/app/pwa/offline-status.tsx).
 * Answers whether it did so now.
 */
export async function restoreQueries(client: QueryClient, userId: string): Promise<boolean> {
  if (restored.get(client) === userId) return false;
  restored.set(client, userId);
  try {
    hydrate(client, { queries: await savedQueries(userId), mutations: [] });
    return true;
  } catch {
    return false; // storage refused: the page waits for the network
  }
}

/** Signing out, or a session gone: nothing of the member stays on the device. */
export async function forgetQueries(): Promise<void> {
  unsaved.clear();
  try {
    await clear(store());
  } catch {
    // storage refused: nothing was kept
  }
}
