import { useMemo } from 'react';
import { Globe } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { fieldClasses } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useBrowserValue } from '@/web/lib/browser-value';
import { usePainted } from '@/web/lib/use-painted';
import { useUpdateSettings } from '../api/update-settings';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Today", streaks and the logs all follow this zone's local day
 * (docs/decisions/0105-local-days.md). The zones the browser knows and its own zone are the
 * browser's: the select holds the member's zone alone until painted (the ~420 others follow);
 * the device's zone is read at once, but not in the server's render and its takeover.
 */
export function TimeZoneCard({ timeZone }: { timeZone: string }) {
  const update = useUpdateSettings();
  const painted = usePainted();
  const zones = useMemo(() => {
    if (!painted) return [timeZone];
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes(timeZone) ? all : [timeZone, ...all];
  }, [timeZone, painted]);
  const save = (next: string) =>
    update.mutate(
      { timeZone: next },
      {
        onSuccess: () => notify.success('Saved!', `Your days now follow ${next}.`),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to save your time zone.')),
      },
    );
  const device = useBrowserValue(deviceZone) || timeZone;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>
          Your daily goal, streaks and logs reset at midnight in this zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="settings-zone">Time zone</Label>
        <select
          id="settings-zone"
          className={cn(fieldClasses, 'h-10 pointer-coarse:h-11')}
          value={timeZone}
          disabled={update.isPending}
          onChange={(event) => save(event.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {device !== timeZone ? (
          <Button variant="outline" className="w-fit" onClick={() => save(device)}>
            <Globe aria-hidden />
            Use this device's zone ({device.replaceAll('_', ' ')})
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
