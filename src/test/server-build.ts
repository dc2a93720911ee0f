import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * The server built once for a test run, as `npm run build` builds dist-server/ for `npm start`
 * (vite.server.config.ts), for the tests that start it as a process: Node then runs plain
 * JavaScript instead of tsx compiling the server and its worker threads at every start. The
 * build sits inside the checkout (node_modules/.cache), where, like dist-server/, it finds the
 * packages and the checkout's root.
 */
export async function buildServer(): Promise<{ entry: string; remove: () => void }> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'dm-sprint-test-server-'));
  await build({
    configFile: path.join(root, 'vite.server.config.ts'),
    build: { outDir, sourcemap: false },
  });
  return {
    entry: path.join(outDir, 'index.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
