import { readFileSync } from 'node:fs';
import path from 'node:path';
import { framedPages, type PagePath } from '../../src/web/app/pages';
import { paths } from '../../src/shared/paths';
import { firstScreenRequests } from './first-screen-requests';
import { prerenderAuth, prerenderMemberShell } from '../../src/web/prerender';
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

const builtPageFiles = (dist: string) =>
  pageFiles(readManifest(dist, 'manifest.json')) as Record<string, Set<string>>;

/** Low-priority module preloads of `needed`'s scripts, but the landing page's (the entry's). */
const scriptPreloads = (files: Record<string, Set<string>>, needed: Iterable<string>) =>
  [...needed]
    .filter((file) => file.endsWith('.js') && !files.landing.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);

/**
 * The empty shell every other client route gets (dist/app.html: the share target, the password
 * reset, the extension's connect page, not found) with the scripts every page needs preloaded,
 * as the pages with HTML of their own have theirs: src/web/main.tsx evaluates those chunks one
 * by one, and without the preloads each would be asked for only as its turn came. The page's own
 * chunk comes after them.
 */
export function appShell(dist: string, shell: string): string {
  const files = builtPageFiles(dist);
  const pages = Object.entries(files).filter(([name]) => name !== 'landing');
  const everyPage = [...pages[0][1]].filter((file) => pages.every(([, own]) => own.has(file)));
  return shell.replace(
    '</head>',
    `  ${scriptPreloads(files, everyPage).join('\n    ')}\n  </head>`,
  );
}

/** Where a framed page's HTML is written, under dist (src/server/static.ts serves it). */
const memberPageFile = (route: string) => path.join('pages', `${route.slice(1)}.html`);

/**
 * The HTML of the app's pages that are pre-rendered: the sign-in page (dist/auth.html) and each
 * framed member page (dist/pages/<route>.html). Each has its first paint rendered into the root
 * (so it comes with the HTML, not after the scripts) and every script the page needs before it
 * renders preloaded, so they download together instead of in rounds behind the entry; with them
 * /api/me and the page's first-screen requests that are the same for every member. At low
 * priority: the stylesheet and the first paint go first. Nothing of a member is in the HTML.
 */
export async function appPages(dist: string, withRoot: (markup: string) => string) {
  const files = builtPageFiles(dist);
  const preloaded = async (route: PagePath, markup: string) => {
    const name = pageModules.get(route);
    if (!name || !files[name]) throw new Error(`no page module for ${route} in the manifest`);
    const scripts = scriptPreloads(files, files[name]);
    // As fetch() asks for them (same origin, credentials), so the app's requests take these.
    const data = ['/api/me', ...(await firstScreenRequests(route))].map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${url.replaceAll('&', '&amp;')}">`,
    );
    return withRoot(markup).replace(
      '</head>',
      `  ${[...scripts, ...data].join('\n    ')}\n  </head>`,
    );
  };
  const pages = [{ file: 'auth.html', html: await preloaded(paths.auth, prerenderAuth()) }];
  for (const route of framedPages) {
    pages.push({
      file: memberPageFile(route),
      html: await preloaded(route, await prerenderMemberShell(route)),
    });
  }
  return pages;
}
