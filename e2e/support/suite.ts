import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Db } from '@/server/db/client';
import { closeContexts, newMemberContext, sharedBrowser, type ContextOptions } from './browser';
import { signUpVia } from './members';
import { seedWhileStopped } from './seed';
import { startServer, type RunningServer } from './server';

export type E2eSuite = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * The first account's browser profile: the admin (docs/decisions/0100-first-admin.md). Only with
   * `{ admin: true }`.
   */
  readonly admin: BrowserContext;
  /** A fresh browser profile (cookies, storage) pointed at the app. */
  context: (options?: ContextOptions) => Promise<BrowserContext>;
  /** Writes rows straight into the database, the server stopped meanwhile (see seed.ts). */
  seedWhileStopped: (seed: (db: Db) => Promise<void>) => Promise<void>;
};

/**
 * The built app on a fresh data directory and one Chromium, shared by the tests of one e2e
 * file: started before them (with the admin signed up first, if asked), stopped after.
 */
export function e2eSuite(
  options: { admin?: boolean; env?: Record<string, string> } = {},
): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let admin: BrowserContext | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e suite has no ${what}: not started yet?`);
    return value;
  };
  const suite: E2eSuite = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get admin() {
      return started(admin, 'admin (ask for it with e2eSuite({ admin: true }))');
    },
    context: (contextOptions) => newMemberContext(suite.browser, suite.server.url, contextOptions),
    seedWhileStopped: async (seed) => {
      server = await seedWhileStopped(suite.server, seed);
    },
  };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options.env), sharedBrowser()]);
    if (options.admin) {
      admin = await suite.context();
      await signUpVia(admin.request, { name: 'Ada Admin' }); // the first account is the admin
    }
  });
  afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });
  return suite;
}
