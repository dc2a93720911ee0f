import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's run-mode default is one worker per core minus one: a single worker on a 2-core
    // CI machine. Most files wait on a database or a child process, so two overlap well.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/{server,shared,test}/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A worker keeps its modules from one test file to the next instead of importing the
          // app (Hono, better-auth, Drizzle, PGlite) again for each: about 3 s of CPU per file.
          // Every file still builds its own app on its own database (src/test/test-app.ts); no
          // file here stubs globals or mocks modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          // These stub globals (navigator, localStorage, IndexedDB, timers, sonner): one file's
          // stubs must not reach the next, so each file runs in a fresh module graph.
          isolate: true,
        },
      },
    ],
  },
});
