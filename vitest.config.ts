import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

/**
 * The files that take tens of seconds (server processes killed and restarted, every route
 * fuzzed, many simulated days), longest first. Vitest orders files by the durations of the
 * last run, which a clean checkout (CI) does not have: it falls back to file size, and a long
 * file that starts last runs alone on one core at the end. These start first.
 */
const LONGEST = [
  'src/server/faults.test.ts',
  'src/server/notifications/exactly-once.test.ts',
  'src/server/fuzz.test.ts',
  'src/server/scale-out.test.ts',
  'src/server/start.test.ts',
  'src/server/webhooks/webhook-faults.test.ts',
  'src/server/notifications/digest.test.ts',
  'src/server/routes/logs/import-responsive.test.ts',
  'src/server/routes/tracker/today-plan.test.ts',
  'src/server/routes/progress/progress.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
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
          // The browser extension (extension/): its detectors on fixture pages (happy-dom
          // windows each test makes itself), its background's rules. No globals stubbed.
          name: 'extension',
          include: ['extension/**/*.test.ts'],
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
