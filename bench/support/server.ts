// The real app (createApp through buildDeps, as the tests build it) on a given database, served
// by @hono/node-server on a free loopback port, with a community to sign members up into.
import type { Database } from '../../src/server/db/client';
import { createCommunity } from '../../src/test/http';
import { listen } from '../../src/test/listen';
import { createTestApp } from '../../src/test/test-app';

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

export async function startServer(database: Database) {
  const testApp = await createTestApp({ database: { ...database, engine: database.kind } });
  // The embedded database answers on the event loop (seeding blocks it for seconds): keep idle
  // keep-alive sockets open long enough that a slow moment never races a socket close against
  // the next request.
  const server = await listen(testApp, { keepAliveTimeout: 120_000 });
  return {
    /** http://127.0.0.1:<port> */
    url: server.url,
    db: database.db,
    /**
     * `admin` (the first account: admin and approved, docs/decisions/0100-first-admin.md) and
     * helpers to sign more members up; sign-ups and decisions go through the app in process (no
     * socket needed).
     */
    community: await createCommunity(testApp),
    /** A GET over the socket with a member's session cookie. */
    get: (pathAndQuery: string, cookie: string) =>
      fetch(`${server.url}${pathAndQuery}`, { headers: { cookie } }),
    close: server.close,
  };
}
