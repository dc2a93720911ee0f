import { readFileSync } from 'node:fs';
import path from 'node:path';
import { framedPages } from '../../src/web/app/pages';
import { paths } from '../../src/web/lib/paths';
import { firstScreenRequests } from './first-screen-requests';
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
const memberPageFile = (route: string) => path.join('pages', `${route.slice(1)}.html`);

/**
 * Each framed member page's HTML: the app's frame pre-rendered into the root (so the first
 * paint comes with the HTML, not after the scripts) and every script the page needs before it
 * renders preloaded, so they download together instead of in rounds behind the entry; with
 * them /api/me and the page's first-screen requests that are the same for every member. At low
 * priority: the stylesheet and the first paint go first. Nothing of a member is in the HTML.
 */
export async function memberPages(dist: string, withRoot: (markup: string) => string) {
  const files = pageFiles(readManifest(dist, 'manifest.json'), {}) as Record<string, Set<string>>;
  const pages = [];
  for (const route of framedPages) {
    const name = pageModules.get(route);
    if (!name || !files[name]) throw new Error(`no page module for ${route} in the manifest`);
    const scripts = [...files[name]]
      .filter((file) => file.endsWith('.js') && !files.landing.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
    // As fetch() asks for them (same origin, credentials), so the app's requests take these.
    const data = ['/api/me', ...(await firstScreenRequests(route))].map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${url.replaceAll('&', '&amp;')}">`,
    );
    const html = withRoot(await prerenderMemberShell(route)).replace(
      '</head>',
      `  ${[...data, ...scripts].join('\n    ')}\n  </head>`,
    );
    pages.push({ file: memberPageFile(route), html });
  }
  return pages;
}
