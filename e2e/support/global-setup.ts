import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '@/server/db/client';
import { buildIsCurrent } from '../../scripts/start.mjs';

/**
 * The e2e servers run the build (dist-server/index.js), so a stale one would test old code:
 * refuse it. Then migrate one data directory for the whole run; each server starts on a copy,
 * which skips creating and migrating a database at every start.
 */
export default async function setup(project: TestProject) {
  if (!buildIsCurrent()) {
    throw new Error(
      'The e2e tests run the built server (dist-server/index.js), which is missing or older than ' +
        'the sources: run `npm run build` first (`npm run test:e2e` does).',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-e2e-template-'));
  await (await openPglite(path.join(dir, 'db'))).close();
  project.provide('pgliteDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
