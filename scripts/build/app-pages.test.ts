import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShell } from './app-pages';

/** A build's manifest: the entry and its runtime, the boot with React, two pages. */
function builtDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dm-sprint-app-shell-'));
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_runtime'] },
    _runtime: { file: 'assets/runtime.js' },
    'app/boot.tsx': { file: 'assets/boot.js', imports: ['_react', '_runtime'] },
    _react: { file: 'assets/react.js' },
    'app/pages/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_react', '_charts'] },
    _charts: { file: 'assets/charts.js' },
    'app/pages/share.tsx': { file: 'assets/share.js', imports: ['_react'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the shell of the other client routes', () => {
  it('preloads the scripts every page needs, not the entry’s nor one page’s own', () => {
    const html = appShell(builtDist(), '<html><head><title>x</title></head><body></body></html>');
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    expect(preloaded.sort()).toEqual(['assets/boot.js', 'assets/react.js']);
    expect(html).toMatch(/<\/head><body>/);
  });
});
