import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useDownloadData } from '../api/download-data';

/** Settings → Your data: everything DM Sprint holds about the member, in one zip. */
export function YourDataCard() {
  const timeZone = useTimeZone();
  const download = useDownloadData();
  const onDownload = async () => {
    try {
      const name = await download.mutateAsync(timeZone ?? 'UTC');
      notify.success('Download ready', `${name} saved.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to download your data.'));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Everything DM Sprint holds about you, in one zip: your profile and settings, every DM with
          its prospect, your setters, scripts, objections, achievements, devices and security
          activity, and your DM log as CSV.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={download.isPending} onClick={onDownload}>
          <Download aria-hidden />
          Download my data
        </Button>
      </CardContent>
    </Card>
  );
}
