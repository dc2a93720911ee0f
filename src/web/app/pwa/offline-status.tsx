import { useEffect } from 'react';
import { CloudOff } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { meKey } from '@/web/lib/me';
import { useMe } from '@/web/lib/me';
import { OFFLINE_BANNER, OFFLINE_BANNER_SHORT, pendingText } from '@/web/lib/offline-texts';
import { flushOutbox } from '@/web/lib/outbox';
import { outboxRequests, showRefused } from '@/web/lib/outbox-send';
import { useOutboxSync, usePendingLogs } from '@/web/lib/pending-logs';
import { useIdle } from '@/web/lib/when-idle';
import { useOnline } from './use-online';

const RECHECK_MS = 5_000;

/**
 * The offline banner and the count of logs waiting on this device. Online, the first screen
 * shows neither, so the outbox is read (and sent) once the browser is idle, not in the first
 * commit; offline, the banner shows at once.
 */
export function OfflineStatus() {
  const online = useOnline();
  const idle = useIdle(2000);
  useOutboxSync(); // every tab's counts follow the outbox, whichever tab logs or sends
  return online && !idle ? null : <OutboxStatus online={online} />;
}

/** Sends the waiting logs, in order, as soon as the connection is back (and on every page load). */
function OutboxStatus({ online }: { online: boolean }) {
  const userId = useMe().data?.profile.userId;
  const queryClient = useQueryClient();
  const pending = usePendingLogs(userId).data?.length ?? 0;

  // Each log that leaves the outbox tells every tab (src/web/lib/pending-logs.ts), this one too.
  useEffect(() => {
    if (!online || !userId) return;
    void flushOutbox(userId, { ...outboxRequests, refused: showRefused });
  }, [online, userId]);

  // Offline, ask the server now and then (through the member's own /api/me): the browser's
  // online event does not fire when only the server was out of reach.
  // Asking at once also puts back what the device kept of the member's pages (me.ts).
  useEffect(() => {
    if (online) return;
    void queryClient.invalidateQueries({ queryKey: meKey });
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: meKey }),
      RECHECK_MS,
    );
    return () => clearInterval(timer);
  }, [online, queryClient]);

  if (online && pending === 0) return null;
  return (
    // One line on a phone: the short text, or 'Offline ·' beside the count of waiting logs.
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-b bg-warning/15 px-3 py-2 text-center text-sm"
    >
      {online ? null : (
        <span className="inline-flex items-center gap-2">
          <CloudOff aria-hidden className="size-4" />
          <span className="sm:hidden">{pending > 0 ? 'Offline ·' : OFFLINE_BANNER_SHORT}</span>
          <span className="max-sm:hidden">{OFFLINE_BANNER}</span>
        </span>
      )}
      {pending > 0 ? (
        <span data-testid="pending-logs" className="font-medium">
          {pendingText(pending)}
        </span>
      ) : null}
    </div>
  );
}
