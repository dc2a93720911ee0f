import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { BUDGETS, checkBundle, PAGE_BUDGET } from './check-bundle.mjs';

type Result = { report: { page: string; gzip: number }[]; problems: string[] };

/** A dist/ with Vite's manifest: the entry renders the landing page, the app and pages load lazily. */
function fakeDist(files: { index?: Buffer | string; app?: string; html?: string } = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dm-sprint-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'app/boot.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    'app/pages/dashboard.tsx': {
      file: 'assets/dashboard.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets', 'index.js'), files.index ?? 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'vendor.js'), 'export const v = 1;');
  writeFileSync(path.join(dist, 'assets', 'app.js'), files.app ?? 'export {}');
  writeFileSync(path.join(dist, 'assets', 'dashboard.js'), 'export {}');
  writeFileSync(
    path.join(dist, 'index.html'),
    files.html ?? '<script type="module" src="/assets/index.js"></script>',
  );
  return dist;
}

describe('bundle budgets', () => {
  it('passes a small app and counts entry + vendor for the landing page', () => {
    const { report, problems } = checkBundle(fakeDist()) as Result;
    expect(problems).toEqual([]);
    expect(report.map((row) => row.page).sort()).toEqual(['dashboard', 'landing']);
    const dashboard = report.find((row) => row.page === 'dashboard');
    const landing = report.find((row) => row.page === 'landing');
    expect(dashboard!.gzip).toBeGreaterThan(landing!.gzip); // the entry plus the app and its page
  });

  // Random bytes do not compress: their size is their gzip size.
  it('fails when the landing page loads more than its budget, gzip', () => {
    const { problems } = checkBundle(
      fakeDist({ index: randomBytes(BUDGETS.landing + 1024) }),
    ) as Result;
    expect(problems.join()).toMatch(new RegExp(`^landing: .* > ${BUDGETS.landing / 1024} KB`));
  });

  it("fails when the dashboard loads more than a page's budget, gzip, counting the lazy app", () => {
    const { problems } = checkBundle(
      fakeDist({ app: randomBytes(PAGE_BUDGET.gzip + 1024).toString('base64') }),
    ) as Result;
    expect(problems.join()).toMatch(new RegExp(`dashboard: .* > ${PAGE_BUDGET.gzip / 1024} KB`));
  });

  it('fails when a member page needs more script requests than its budget', () => {
    const dist = fakeDist();
    const manifestFile = path.join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const many = Array.from({ length: 12 }, (_, i) => `_part${i}.js`);
    for (const key of many) {
      manifest[key] = { file: `assets/${key.slice(1)}` };
      writeFileSync(path.join(dist, 'assets', key.slice(1)), 'export {}');
    }
    manifest['app/pages/dashboard.tsx'].imports = many;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const { problems } = checkBundle(dist) as Result;
    expect(problems.join()).toMatch(/dashboard: 16 script requests > 10/);
  });

  it('fails on any chunk over 500 KB minified, and on an inline script', () => {
    const { problems } = checkBundle(
      fakeDist({ app: 'x'.repeat(501 * 1024), html: '<script>alert(1)</script>' }),
    ) as Result;
    expect(problems).toContain('app.js: 501.0 KB minified > 500 KB');
    expect(problems).toContain('index.html has an inline <script>');
  });

  it("fails on an inline script in a member page's own HTML too", () => {
    const dist = fakeDist();
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages', 'dashboard.html'), '<p>hi</p><script>x()</script>');
    writeFileSync(path.join(dist, 'auth.html'), '<script type="module" src="/a.js"></script>');
    const { problems } = checkBundle(dist) as Result;
    expect(problems).toEqual([`${path.join('pages', 'dashboard.html')} has an inline <script>`]);
  });
});
