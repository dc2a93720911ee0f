import { readFileSync } from 'node:fs';
import path from 'node:path';
import { framedPages } from '../../src/web/app/pages';
import { paths } from '../../src/web/lib/paths';
import { prerenderMemberShell } from '../../src/web/prerender';
// @ts-expect-error: a plain .mjs script without types
import { pageFiles, readManifest } from '../check-bundle.mjs';

/** Each route's page module, as src/web/app/pages.ts imports it (`[paths.x]: … './pages/<name>'`). */
const pageModules = new Map(
  [
    ...readFileSync(new URL('../../src/web/app/pages.ts', import.meta.url), 'utf8').matchAll(
      /\[paths\.(\w+)\]: \(\) => import\('\.\/pages\/([\w-]+)'\)/g,
    ),
  ].map(([, key, name]) => [paths[key as keyof typeof paths], name]),
);

/** Where a framed page's HTML is written, under dist (src/server/static.ts serves it). */
export const memberPageFile = (route: string) => path.join('pages', `${route.slice(1)}.html`);

/**
 * Each framed member page's HTML: the app's frame pre-rendered into the root (so the first
 * paint comes with the HTML, not after the scripts) and every script the page needs before it
 * renders preloaded, so they download together instead of in rounds behind the entry.
 */
export function memberPages(dist: string, withRoot: (markup: string) => string) {
  const files = pageFiles(readManifest(dist, 'manifest.json'), {}) as Record<string, Set<string>>;
  return framedPages.map((route) => {
    const name = pageModules.get(route);
    if (!name || !files[name]) throw new Error(`no page module for ${route} in the manifest`);
    const preloads = [...files[name]]
      .filter((file) => file.endsWith('.js') && !files.landing.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
    const html = withRoot(prerenderMemberShell(route)).replace(
      '</head>',
      `  ${preloads.join('\n    ')}\n  </head>`,
    );
    return { file: memberPageFile(route), html };
  });
}
