import { BellOff, BellRing } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useDevicePush, useSetDevicePush } from '../api/push-device';

const devices = (count: number) => (count === 1 ? '1 device' : `${count} devices`);

/** Turns push on or off on this browser, with the card's toasts (the row and the reach notice). */
export function usePushToggle(vapidPublicKey: string) {
  const setPush = useSetDevicePush();
  const toggle = (on: boolean) =>
    setPush.mutate(
      { on, vapidPublicKey },
      {
        onSuccess: () =>
          notify.success(
            'Saved!',
            on ? 'This device will get your streak reminders.' : 'Push is off on this device.',
          ),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to change push notifications.')),
      },
    );
  return { setPush, toggle };
}

/** Push on this browser: the permission is asked only when the member clicks to turn it on. */
export function PushDeviceRow({
  vapidPublicKey,
  pushDevices,
}: {
  vapidPublicKey: string;
  pushDevices: number;
}) {
  const { data: state } = useDevicePush();
  const { setPush, toggle } = usePushToggle(vapidPublicKey);

  const status =
    state === 'unsupported'
      ? 'This browser cannot receive push notifications.'
      : state === 'blocked'
        ? 'Notifications are blocked for this site in your browser settings.'
        : `Push is on for ${devices(pushDevices)}${state === 'on' ? ', this one included' : ''}.`;

  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <p className="text-sm font-medium">Push on this device</p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {status}
        </p>
      </div>
      {state === 'on' ? (
        <Button
          variant="outline"
          className="w-fit"
          disabled={setPush.isPending}
          onClick={() => toggle(false)}
        >
          <BellOff aria-hidden />
          Turn off on this device
        </Button>
      ) : state === 'off' ? (
        <Button className="w-fit" disabled={setPush.isPending} onClick={() => toggle(true)}>
          <BellRing aria-hidden />
          Turn on push on this device
        </Button>
      ) : null}
    </div>
  );
}
