// The queries a member's page was rendered with on the server (src/web/prerender.tsx), carried in
// the HTML so the app's first render in the browser is the same page with the same numbers and
// takes it over (hydrates) instead of building it again. Tiny: main.tsx reads it.

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AssumedScreen } from '@/web/lib/media-query';

const PAGE_STATE_ID = 'page-state';

type DrawnQuery = { key: QueryKey; data: unknown; updatedAt: number };

/** The app's queries as the server drew the page with them, and the screen it drew it for. */
export type PageState = { queries: DrawnQuery[]; screen: AssumedScreen };

/**
 * The queries `client` answered (TanStack's own dehydration is a module every page would then
 * load before it starts: these are plain answers, put back with `setQueryData`).
 */
export const drawnQueries = (client: QueryClient): DrawnQuery[] =>
  client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));

/** Puts the server's answers into `client`, as they were when the page was drawn. */
export function putDrawnQueries(client: QueryClient, queries: DrawnQuery[]) {
  for (const { key, data, updatedAt } of queries) client.setQueryData(key, data, { updatedAt });
}

/** The script element that carries `state` (JSON, with `<` escaped so nothing ends it early). */
export const pageStateScript = (state: PageState): string =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;

/** The state the server rendered this page with, once (null when it sent the frame only). */
export function takePageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  element?.remove();
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}

/** Whether the server rendered this page with the member's data. */
export const renderedOnServer = (): boolean => document.getElementById(PAGE_STATE_ID) !== null;
