import { BellRing, Mail, TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useDevicePush } from '../api/push-device';
import { canOfferPushHere } from '../utils/nudge-reach';
import { usePushToggle } from './push-device-row';

/**
 * Said where the evening reminder is set when it reaches nobody (no device with push, email
 * reminders off), with the channels that work: email, and push on this device where the
 * browser can.
 */
export function NudgeReachNotice({
  vapidPublicKey,
  disabled,
  onEmail,
}: {
  vapidPublicKey: string;
  disabled: boolean;
  onEmail: () => void;
}) {
  const { data: state } = useDevicePush();
  const { setPush, toggle } = usePushToggle(vapidPublicKey);
  return (
    <div
      role="status"
      data-testid="nudge-reach-notice"
      className="grid gap-3 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm"
    >
      <p className="flex gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          This reminder reaches nobody yet: no device of yours has push turned on, and reminders by
          email are off.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={disabled} onClick={onEmail}>
          <Mail aria-hidden />
          Send it by email
        </Button>
        {canOfferPushHere(state) ? (
          <Button
            type="button"
            variant="outline"
            disabled={disabled || setPush.isPending}
            onClick={() => toggle(true)}
          >
            <BellRing aria-hidden />
            Allow notifications on this device
          </Button>
        ) : null}
      </div>
    </div>
  );
}
