import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits on the browser and the server; its default of 1 s was a flake under CI's
    // load (two servers and two Chromiums on two cores), where Playwright's own waits allow 30 s.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // A worker keeps its modules (Playwright, axe-core, the server's schema for seeding) from one
    // file to the next instead of importing them again per file, and its Chromium (sharedBrowser
    // in e2e/support/browser.ts: each file closes the contexts it opened). Each file still starts
    // its own server (e2e/support/suite.ts); e2e/support keeps no other state between files.
    isolate: false,
  },
});
