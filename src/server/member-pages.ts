import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { MemberPageRenderer } from '../shared/member-page-render';
import type { AppEnv } from './context';
import type { Logger } from './logger';
import { ownPageFiles } from './static';
import { heldUntilTakenOver } from './held-until-taken-over';

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
/** Quick brotli: the page is compressed per request, off the thread that answers (zlib's pool). */
const BROTLI_QUALITY = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Past this, the member gets the frame at once rather than wait for a slow render. */
const RENDER_WAIT_MS = 3000;

/** The request headers the page's own API requests carry: who the member is and where from. */
const FORWARDED = ['cookie', 'user-agent', 'x-forwarded-for', 'x-real-ip', 'accept-language'];

/** The web app's renderer, compiled beside the built server or run from its source (tsx, tests). */
const rendererModule = import.meta.url.endsWith('.ts')
  ? new URL('../web/member-page-render.tsx', import.meta.url)
  : new URL('./member-page-render.js', import.meta.url);

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)">/g;
/** The element after a member page's root: the browser paints the page once it has parsed it. */
const PAGE_DRAWN = 'page-drawn';
const DATA_PRELOAD = /\s*<link rel="preload" as="fetch"[^>]*>/g;

/**
 * A member page's built HTML (scripts/build/app-pages.ts) around its root: without the data
 * preloads (the data comes in the page), and with its scripts asked for once the page has
 * painted (src/web/public/scripts-after-paint.js) rather than as the HTML arrives.
 */
function pageTemplate(file: string) {
  const built = readFileSync(file, 'utf8');
  const entry = ENTRY.exec(built)?.[1];
  const preload = [...built.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const afterPaint = `<script async src="/scripts-after-paint.js" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  const html = built
    .replace(DATA_PRELOAD, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY, entry ? afterPaint : '$&');
  const rootStart = html.indexOf('<div id="root">');
  const rootEnd = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (rootStart < 0 || rootEnd < rootStart) throw new Error(`${file} has no root element`);
  const headEnd = html.lastIndexOf('</head>', rootStart);
  if (headEnd < 0) throw new Error(`${file} has no head`);
  return {
    // The page is painted once it is whole (the element after the root is parsed), not in
    // parts as the parser yields: every part painted was styled and laid out again with the
    // next, long tasks after the first paint on a slow phone.
    head: `${html.slice(0, headEnd)}<link rel="expect" href="#${PAGE_DRAWN}" blocking="render">${html.slice(headEnd, rootStart)}`,
    // Marked until the app has taken the page over (src/web/app/boot.tsx); its controls are
    // held meanwhile (./held-until-taken-over.ts).
    open: '<div id="root" data-taking-over>',
    tail: `</div><span id="${PAGE_DRAWN}" hidden></span>${html.slice(rootEnd + '</div>'.length)}`,
  };
}

/**
 * Member pages rendered on the server with the member's own numbers
 * (docs/decisions/0143-member-pages-rendered-on-the-server.md), mounted before `web` (the built
 * files, src/server/static.ts): a signed-in member's request for a page with a built HTML file of
 * its own gets that page drawn with their data, which the browser's app then takes over. Without
 * a session, or when the renderer declines (not approved, a request failed) or fails, the built
 * frame goes out as before. The data comes from the app itself, as the member: the same routes,
 * checks and scoping as the browser's requests.
 */
export function withMemberPages(
  web: (app: Hono<AppEnv>) => void,
  webRoot: string,
  logger: Logger,
  /** How long a page's render may take before the frame goes out instead. */
  renderWaitMs = RENDER_WAIT_MS,
): (app: Hono<AppEnv>) => void {
  const templates = new Map(
    ownPageFiles(webRoot).map(([route, file]) => [route, pageTemplate(file)]),
  );
  return (app) => {
    const asMember = new AsyncLocalStorage<Context<AppEnv>>();
    // React's production build, unless the operator says otherwise: its development build (what
    // it loads when NODE_ENV is unset) renders a page several times slower.
    process.env.NODE_ENV ??= 'production';
    const loading = import(/* @vite-ignore */ rendererModule.href).then(
      ({ renderer }: { renderer: MemberPageRenderer }) => {
        renderer.sendRequestsWith((input, init) => {
          const page = asMember.getStore();
          // Outside a page's render (nothing else here sends through the web's API client).
          if (!page) return fetch(input, init);
          const headers = new Headers(init?.headers);
          for (const name of FORWARDED) {
            const value = page.req.header(name);
            if (value) headers.set(name, value);
          }
          return Promise.resolve(app.request(String(input), { ...init, headers }, page.env));
        });
        return renderer;
      },
    );
    loading.catch((error: unknown) =>
      logger.error(
        { err: error },
        'member pages: the renderer did not load; pages go out as frames',
      ),
    );

    for (const [route, template] of templates) {
      app.get(route, async (c, next) => {
        if (!c.req.header('cookie')?.includes('session_token')) return next();
        const rendering = loading.then((renderer) =>
          asMember.run(c, () =>
            renderer.renderMemberPage(new URL(c.req.url), c.req.header('user-agent') ?? ''),
          ),
        );
        const rendered = await Promise.race([rendering, wait(renderWaitMs)]).catch(
          (error: unknown) => {
            logger.warn({ err: error, path: c.req.path }, 'member page: rendering failed');
            return null;
          },
        );
        if (!rendered) return next();
        const html = `${template.head}${rendered.stateScript}${template.open}${heldUntilTakenOver(rendered.markup)}${template.tail}`;
        return sendHtml(c, html);
      });
    }
    web(app);
  };
}

const wait = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

/** The member's page: theirs alone (never cached by anyone else), compressed as accepted. */
async function sendHtml(c: Context<AppEnv>, html: string) {
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie, Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return c.body(html);
  c.header('Content-Encoding', encoding);
  const body =
    encoding === 'br' ? await compress.br(html, BROTLI_QUALITY) : await compress.gzip(html);
  return c.body(new Uint8Array(body));
}
