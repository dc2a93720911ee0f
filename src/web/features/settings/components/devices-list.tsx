import { Laptop, LogOut } from 'lucide-react';
import type { DeviceSession } from '@/shared/schemas/security';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

function DeviceItem({ device }: { device: DeviceSession }) {
  const revoke = useRevokeSession();
  const timeZone = useTimeZone();
  const name = `${device.browser} on ${device.system}`;
  const signOut = async () => {
    try {
      await revoke.mutateAsync(device.id);
      notify.success('Signed out', `${name} was signed out.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to sign that device out.'));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={name}>
      <Laptop aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {device.current && <Badge variant="success">This device</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          Last active {formatDateTime(device.lastActiveAt, timeZone)} · IP{' '}
          {device.ipAddress ?? 'unknown'}
        </p>
      </div>
      {!device.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={signOut}
          disabled={revoke.isPending}
          aria-label={`Sign out ${name}`}
        >
          <LogOut aria-hidden />
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The member's signed-in devices, this one first, each with its own sign-out. */
export function DevicesList() {
  const { data, isPending } = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  if (isPending) return <Skeleton className="h-16" />;
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((device) => !device.current).length;

  const signOutOthers = async () => {
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      notify.success('Signed out', `${revoked} other device(s) were signed out.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to sign the other devices out.'));
    }
  };

  return (
    <section aria-labelledby="devices-heading" className="grid gap-2">
      <h3 id="devices-heading" className="font-semibold">
        Signed-in devices
      </h3>
      <ul className="divide-y" aria-label="Signed-in devices">
        {sessions.map((device) => (
          <DeviceItem key={device.id} device={device} />
        ))}
      </ul>
      {others > 0 && (
        <Button
          variant="outline"
          className="w-fit"
          onClick={signOutOthers}
          disabled={revokeOthers.isPending}
        >
          Sign out all other devices
        </Button>
      )}
    </section>
  );
}
