import type { KnipConfig } from 'knip';

// `npm run lint:unused`: unused files, dependencies and exports fail `npm test`.
const config: KnipConfig = {
  entry: [
    'src/server/cli/*.ts',
    'src/web/prerender.tsx',
    'src/web/public/push-sw.js',
    // Inserted into member pages the server renders (src/server/member-pages.ts).
    'src/web/public/scripts-after-paint.js',
    // The worker scripts-after-paint.js starts.
    'src/web/public/warm-intl.js',
    'scripts/**/*.{ts,mjs}',
    'bench/*.bench.ts',
    'e2e/**/*.e2e.ts',
    // The browser extension: the scripts its manifest names (extension/manifest.ts).
    'extension/src/background/index.ts',
    'extension/src/content/{watcher,page-hook}.ts',
    'extension/src/popup/main.tsx',
  ],
  project: [
    'src/**/*.{ts,tsx,js,css}',
    'extension/**/*.{ts,tsx,css}',
    'scripts/**/*.{ts,mjs}',
    'bench/**/*.ts',
    'e2e/**/*.ts',
  ],
  // Exports a file uses itself (constants, helpers a test imports as well) are its own business.
  ignoreExportsUsedInFile: true,
  // bench/lighthouse.bench.ts imports it by a variable name so nothing else loads it.
  ignoreDependencies: ['lighthouse'],
  // The UI kit offers each primitive's full set of parts, shadcn style, used or not yet.
  ignoreIssues: { 'src/web/components/ui/*.tsx': ['exports'] },
};

export default config;
