import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { onOfflineStart } from '@/web/lib/me';

/**
 * Set up before any query runs: what the member's pages show is kept on the device; a start
 * without a connection restores it, and today's counts add the logs still waiting. Both loaded
 * on demand (no page's first bundle carries them). Queries opened offline wait for the
 * connection instead of failing.
 */
export function keepPagesOnDevice(client: QueryClient) {
  onlineManager.setOnline(navigator.onLine);
  void import('@/web/lib/query-persistence').then(({ persistQueries }) => persistQueries(client));
  onOfflineStart(async (restoring, userId) => {
    const [{ restoreQueries }, { addPendingToToday }] = await Promise.all([
      import('@/web/lib/query-persistence'),
      import('@/web/features/tracker/api/pending-today'),
    ]);
    if (await restoreQueries(restoring, userId)) await addPendingToToday(restoring, userId);
  });
}
