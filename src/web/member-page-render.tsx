// A member's page rendered on the server with their numbers (docs/decisions/0143-member-pages-
// rendered-on-the-server.md): the same app and the same first-screen requests as in the browser,
// so its first render there takes this HTML over (hydrates) instead of building the page again.
// Built into the server (vite.server.config.ts) and loaded by src/server/member-pages.ts.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { MemberPageRenderer } from '@/shared/member-page-render';
import { paths } from '@/shared/paths';
import { App } from '@/web/app/app';
import { prefetchPageData } from '@/web/app/page-data';
import { drawnQueries, pageStateScript } from '@/web/app/page-state';
import { framedPages, loadPage, type PagePath } from '@/web/app/pages';
import { sendRequestsWith } from '@/web/lib/api';
import { screenOf } from '@/web/lib/device';
import { loadLazyParts } from '@/web/lib/lazy-part';
import { meQueryOptions } from '@/web/lib/me';
import { createQueryClient } from '@/web/lib/query-client';

const memberPages = new Set<string>(framedPages);

async function renderMemberPage(url: URL, userAgent: string) {
  const path = url.pathname;
  if (!memberPages.has(path)) return null;
  const client = createQueryClient();
  const me = await client.fetchQuery(meQueryOptions).catch(() => null);
  const profile = me?.profile;
  if (profile?.approvalStatus !== 'approved') return null;
  if (path === paths.admin && !profile.isAdmin) return null;
  await Promise.all([
    loadPage(path as PagePath).then(loadLazyParts),
    prefetchPageData(client, path, url.searchParams),
  ]);
  // A failed request would be drawn as its error, which the browser would ask for again.
  if (
    client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length
  )
    return null;
  const screen = screenOf(userAgent);
  // Whole: parts the browser loads on demand (lazy below the first screen) are drawn too, and
  // the browser takes each over once its code is there.
  const { prelude } = await prerender(
    <App
      queryClient={client}
      router={(routes) => (
        <StaticRouter location={url.pathname + url.search}>{routes}</StaticRouter>
      )}
      screen={screen}
    />,
    { progressiveChunkSize: Infinity }, // in place, never moved into place by an inline script
  );
  const markup = await new Response(prelude).text();
  return { markup, stateScript: pageStateScript({ queries: drawnQueries(client), screen }) };
}

export const renderer: MemberPageRenderer = { renderMemberPage, sendRequestsWith };
