import { SECURITY_EVENT_TITLES } from '@/shared/schemas/security';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { useSecurityEvents } from '../api/sessions';

/** The last few things that happened to the account: sign-ins, password changes… */
export function SecurityActivity() {
  const { data, isPending } = useSecurityEvents();
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="security-activity-heading" className="grid gap-2">
      <h3 id="security-activity-heading" className="font-semibold">
        Recent security activity
      </h3>
      {isPending ? (
        <Skeleton className="h-16" />
      ) : data?.events.length ? (
        <ul className="divide-y" aria-label="Recent security activity">
          {data.events.map((event) => (
            <li key={event.id} className="py-2">
              <p className="font-medium">
                {SECURITY_EVENT_TITLES[event.kind]}
                {event.detail ? (
                  <span className="font-normal text-muted-foreground"> · {event.detail}</span>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatDateTime(event.at, timeZone)} · {event.browser} on {event.system} · IP{' '}
                {event.ipAddress ?? 'unknown'}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing yet.</p>
      )}
    </section>
  );
}
