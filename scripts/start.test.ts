import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsCurrent } from './start.mjs';

function checkout(): { dir: string; write: (name: string, at: number) => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-checkout-'));
  const write = (name: string, at: number) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, name);
    utimesSync(file, at, at);
  };
  return { dir, write };
}

const OUTPUTS = [
  'dist/app.html',
  'dist/auth.html',
  'dist-server/index.js',
  'dist-extension/chromium/manifest.json',
];

describe('npm start builds only when it must', () => {
  it('builds when the build is missing, or older than any source; not otherwise', () => {
    const { dir, write } = checkout();
    write('package.json', 1000);
    write('src/server/index.ts', 1000);
    write('vite.config.ts', 1000);
    expect(buildIsCurrent(dir)).toBe(false);
    for (const output of OUTPUTS) write(output, 2000);
    expect(buildIsCurrent(dir)).toBe(true);
    write('src/web/pages/new-page.tsx', 3000);
    expect(buildIsCurrent(dir)).toBe(false);
    for (const output of OUTPUTS) write(output, 4000);
    write('vite.server.config.ts', 5000);
    expect(buildIsCurrent(dir)).toBe(false);
    // The browser extension that Settings offers is part of the build.
    for (const output of OUTPUTS) write(output, 6000);
    write('extension/src/content/watcher.ts', 7000);
    expect(buildIsCurrent(dir)).toBe(false);
  });
});
