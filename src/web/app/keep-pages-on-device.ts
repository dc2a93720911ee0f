import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { onOfflineStart } from '@/web/lib/me';

/**
 * Set up before any query runs: what the member's pages show is kept on the device; a start
 * without a connection restores it (today's counts add the logs still waiting as they show:
 * tracker/api/get-today.ts). Loaded on demand (no page's first bundle carries it). Queries
 * opened offline wait for the connection instead of failing.
 */
export function keepPagesOnDevice(client: QueryClient) {
  onlineManager.setOnline(navigator.onLine);
  void import('@/web/lib/query-persistence').then(({ persistQueries }) => persistQueries(client));
  onOfflineStart(async (restoring, userId) => {
    const { restoreQueries } = await import('@/web/lib/query-persistence');
    await restoreQueries(restoring, userId);
  });
}
