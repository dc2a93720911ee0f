import type { NotificationSettingsInput } from '@/shared/schemas/notifications';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';
import { nudgeReachesNobody } from '../utils/nudge-reach';
import { NudgeReachNotice } from './nudge-reach-notice';
import { PushDeviceRow } from './push-device-row';
import { SwitchRow } from './switch-row';
import { TimeField } from './time-field';

/** Settings › Notifications: the digest, the evening reminder, push per device, the coach's summary. */
export function NotificationsCard() {
  const { data: me } = useMe();
  const { data } = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const save = (input: NotificationSettingsInput) =>
    update.mutate(input, {
      onSuccess: () => notify.success('Saved!', 'Your notification settings were updated.'),
      onError: (error) =>
        notify.error('Error', errorMessage(error, 'Failed to save your notification settings.')),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Reminders that keep your streak alive, at times in your time zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          <Skeleton className="h-40" />
        ) : (
          <>
            <SwitchRow
              id="notify-digest"
              label="Morning digest"
              description="An email with yesterday's numbers, your streak, today's goal and the follow-ups due."
              checked={data.settings.digestEnabled}
              disabled={update.isPending}
              onChange={(digestEnabled) => save({ digestEnabled })}
            >
              <TimeField
                id="notify-digest-time"
                label="Send at"
                value={data.settings.digestTime}
                disabled={!data.settings.digestEnabled || update.isPending}
                onSave={(digestTime) => save({ digestTime })}
              />
            </SwitchRow>
            <SwitchRow
              id="notify-nudge"
              label="Evening streak reminder"
              description="Only on days when your goal is not reached yet and you have a streak to keep."
              checked={data.settings.nudgeEnabled}
              disabled={update.isPending}
              onChange={(nudgeEnabled) => save({ nudgeEnabled })}
            >
              <TimeField
                id="notify-nudge-time"
                label="Remind me at"
                value={data.settings.nudgeTime}
                disabled={!data.settings.nudgeEnabled || update.isPending}
                onSave={(nudgeTime) => save({ nudgeTime })}
              />
              {nudgeReachesNobody(data.settings, data.pushDevices) ? (
                <NudgeReachNotice
                  vapidPublicKey={data.vapidPublicKey}
                  disabled={update.isPending}
                  onEmail={() => save({ nudgeEmail: true })}
                />
              ) : null}
            </SwitchRow>
            <SwitchRow
              id="notify-nudge-email"
              label="Reminder by email"
              description="When no device of yours has push turned on."
              checked={data.settings.nudgeEmail}
              disabled={!data.settings.nudgeEnabled || update.isPending}
              onChange={(nudgeEmail) => save({ nudgeEmail })}
            />
            <PushDeviceRow vapidPublicKey={data.vapidPublicKey} pushDevices={data.pushDevices} />
            {me?.profile.isAdmin ? (
              <SwitchRow
                id="notify-weekly"
                label="Weekly cohort summary"
                description="Monday at 08:00: the cohort's totals and the members who need attention."
                checked={data.settings.weeklySummaryEnabled}
                disabled={update.isPending}
                onChange={(weeklySummaryEnabled) => save({ weeklySummaryEnabled })}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
