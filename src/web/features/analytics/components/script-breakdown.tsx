import type { AnalyticsRange, ScriptBreakdownRow } from '@/shared/schemas/analytics';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useScriptAnalytics } from '../api/get-script-analytics';
import { rateBasis } from '@/shared/domain/rates';
import { formatCount, formatRate } from '@/web/lib/format';
import { DataTable } from './data-table';

type Row = ScriptBreakdownRow & { key: string; label: string; fromExport?: number };

function BreakdownCard({
  title,
  description,
  head,
  rows,
  empty,
  fromExport = false,
}: {
  title: string;
  description: string;
  head: string;
  rows: Row[];
  empty: string;
  /** A column with how many of the script's DMs came from a platform export. */
  fromExport?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <DataTable
            label={title}
            head={[
              head,
              'Prospects first messaged',
              ...(fromExport ? ['From an export'] : []),
              'Replied',
              'Reply rate',
              'Meeting rate',
            ]}
            rows={rows.map((row) => ({
              key: row.key,
              cells: [
                row.label,
                formatCount(row.prospects),
                ...(fromExport ? [formatCount(row.fromExport ?? 0)] : []),
                formatCount(row.replied),
                row.enoughData ? formatRate(row.replyRate) : 'Too few DMs',
                row.enoughData ? formatRate(row.meetingRate) : 'Too few DMs',
              ],
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Which scripts and tones get replies, for the DMs that say which script they used. */
export function ScriptBreakdown({ days }: { days: AnalyticsRange }) {
  const { data } = useScriptAnalytics(days);
  if (!data) return null;
  const sample = `Rates are ${rateBasis('in this range')} with the script (follow-ups left out), shown from ${data.minSample} prospects.`;
  return (
    <>
      <BreakdownCard
        title="By script"
        description={`DMs logged with the script used. ${sample}`}
        head="Script"
        rows={data.scripts}
        fromExport={data.scripts.some((row) => row.fromExport > 0)}
        empty="Pick the script you used when you log a DM to see which ones get replies."
      />
      <BreakdownCard
        title="By tone"
        description={`Generated and saved scripts by tone. ${sample}`}
        head="Tone"
        rows={data.tones.map((row) => ({ ...row, key: row.tone }))}
        empty="No DM with a generated or saved script in this range."
      />
    </>
  );
}
