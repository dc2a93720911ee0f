import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { rateBasis } from '@/shared/domain/rates';
import { formatCount, formatDay, formatRate, plural } from '@/web/lib/format';
import { ChartCard } from './chart-card';
import { dailySeries, dmScale, rateSeries, uncountedDms } from './chart-series';
import { chartColors } from './chart-theme';
import { DataTable } from './data-table';
import { DailyDmsPlot, RatesPlot } from './lazy-plots';

const rateLegend = rateSeries.map(({ name, stroke }) => ({ name, color: stroke, line: true }));

/** The goal's legend says when it is above the scale (dmScale): 'Goal: 228, above the chart'. */
const dailyLegend = (daily: AnalyticsResponse['daily']) => {
  const { goalAbove } = dmScale(daily);
  return [
    ...dailySeries(daily).map(({ name, fill, faded }) => ({ name, color: fill, faded })),
    {
      name: goalAbove === null ? 'Goal' : `Goal: ${formatCount(goalAbove)}, above the chart`,
      color: chartColors.goal,
      line: true,
    },
  ];
};

/** '24 DMs sent', and how many of them were follow-ups that did not count toward the goal. */
function sentText({ totals, daily }: AnalyticsResponse) {
  const uncounted = uncountedDms(daily);
  const sent = `${formatCount(totals.dms)} DMs sent`;
  if (uncounted === 0) return sent;
  return `${sent}, ${formatCount(uncounted)} of them follow-ups, which do not count toward the goal`;
}

export function DailyDmsChart({ data }: { data: AnalyticsResponse }) {
  const { totals, daily } = data;
  return (
    <ChartCard
      title="Daily DMs vs goal"
      description={`${sentText(data)}; the goal was reached on ${totals.daysAtGoal} of ${daily.length} days.`}
      legend={dailyLegend(daily)}
      summary={`Bar chart of DMs sent per day from ${formatDay(data.from)} to ${formatDay(daily.at(-1)!.day)}, with each day's goal.`}
      footer={
        <div className="sr-only">
          <DataTable
            label="DMs, goal, replies and meetings per day"
            head={[
              'Day',
              'DMs sent',
              'Toward the goal',
              'Goal',
              'Replies',
              'Meetings',
              'Prospects first messaged',
              'Replied',
              'Reply rate',
            ]}
            rows={daily.map((day) => ({
              key: day.day,
              cells: [
                formatDay(day.day),
                formatCount(day.dms),
                formatCount(day.counted),
                formatCount(day.goal),
                formatCount(day.replies),
                formatCount(day.meetings),
                formatCount(day.prospects),
                formatCount(day.replied),
                formatRate(day.replyRate),
              ],
            }))}
          />
        </div>
      }
    >
      <DailyDmsPlot daily={daily} />
    </ChartCard>
  );
}

export function RatesChart({ data }: { data: AnalyticsResponse }) {
  const { totals } = data;
  return (
    <ChartCard
      title="Reply and meeting rate"
      description={`Of the prospects first messaged each day, the share who replied or booked a meeting. Over the period: ${formatRate(totals.replyRate)} replied (${formatCount(totals.replied)} of ${plural(totals.prospects, 'prospect')}), ${formatRate(totals.meetingRate)} booked (${formatCount(totals.booked)}), ${rateBasis('in this range')}.`}
      summary="Line chart of the daily reply rate and meeting rate in percent."
      legend={rateLegend}
      empty={totals.dms === 0 && 'No DMs sent in this period yet.'}
    >
      <RatesPlot daily={data.daily} />
    </ChartCard>
  );
}
