import { rateBasis } from '@/shared/domain/rates';
import type { CohortSummary as Summary } from '@/shared/schemas/cohort';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatCount, formatDay, formatPercent, formatRate, plural } from '@/web/lib/format';

/** "+12% vs previous period", or what there is to say without a previous figure. */
function trend(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'none in either period' : 'none the period before';
  const change = ((current - previous) * 100) / previous;
  return `${change >= 0 ? '+' : ''}${formatPercent(change)} vs previous period`;
}

/** The cohort's totals and funnel (DMs → replies → meetings) with the trend, and daily DMs. */
export function CohortSummary({ data }: { data: Summary }) {
  const { current, previous, daily } = data;
  const basis = rateBasis(data.period === 'week' ? 'this week' : 'in this period');
  const max = Math.max(1, ...daily.map((day) => day.dms));
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Cohort totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="DMs"
          value={formatCount(current.dms)}
          hint={`${plural(current.prospects, 'new DM')}, ${plural(current.dms - current.prospects, 'follow-up')} · ${trend(current.dms, previous.dms)}`}
        />
        <StatCard
          label="Replies"
          value={formatCount(current.replies)}
          hint={`${formatRate(current.replyRate)} reply rate ${basis} (${formatCount(current.replied)} of ${formatCount(current.prospects)}) · ${trend(current.replies, previous.replies)}`}
        />
        <StatCard
          label="Meetings"
          value={formatCount(current.meetings)}
          hint={`${formatRate(current.meetingRate)} meeting rate ${basis} (${formatCount(current.booked)} of ${formatCount(current.prospects)}) · ${trend(current.meetings, previous.meetings)}`}
        />
        <StatCard
          label="Active members"
          value={`${current.activeMembers} / ${current.members}`}
          hint={`${previous.activeMembers} in the previous period`}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Cohort DMs per day</CardTitle>
        </CardHeader>
        <CardContent>
          <div aria-hidden className="flex h-32 items-end gap-1">
            {daily.map((day) => (
              <div
                key={day.day}
                title={`${formatDay(day.day)}: ${day.dms}`}
                className="flex-1 rounded-t bg-primary"
                style={{ height: `${Math.max(2, (day.dms * 100) / max)}%` }}
              />
            ))}
          </div>
          <div aria-hidden className="mt-1 flex justify-between text-xs text-muted-foreground">
            <span>{formatDay(daily[0].day)}</span>
            {daily.length > 1 ? <span>{formatDay(daily[daily.length - 1].day)}</span> : null}
          </div>
          <table className="sr-only">
            <caption>Cohort DMs per day</caption>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDay(day.day)}</th>
                  <td>{day.dms}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
