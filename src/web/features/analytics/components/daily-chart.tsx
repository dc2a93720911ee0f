import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { formatCount, formatDay, formatRate } from '@/web/lib/format';
import { ChartCard } from './chart-card';
import { DataTable } from './data-table';
import {
  axisProps,
  barProps,
  chartColors,
  chartProps,
  gridProps,
  lineProps,
  tooltipProps,
} from './chart-theme';

const tick = (day: string) => formatDay(day, { weekday: false });

/** At most five day labels, which fit a phone's width without measuring them. */
const dayInterval = (days: number) => Math.ceil(days / 5) - 1;

const rateSeries = [
  { dataKey: 'replyRate', name: 'Reply rate', stroke: chartColors.success },
  { dataKey: 'meetingRate', name: 'Meeting rate', stroke: chartColors.primary },
];
const rateLegend = rateSeries.map(({ name, stroke }) => ({ name, color: stroke, line: true }));

const dailyLegend = [
  { name: 'DMs sent', color: chartColors.primary },
  { name: 'Goal', color: chartColors.goal, line: true },
];

export function DailyDmsChart({ data }: { data: AnalyticsResponse }) {
  const { totals, daily } = data;
  return (
    <ChartCard
      title="Daily DMs vs goal"
      description={`${formatCount(totals.dms)} DMs sent; the goal was reached on ${totals.daysAtGoal} of ${daily.length} days.`}
      legend={dailyLegend}
      summary={`Bar chart of DMs sent per day from ${formatDay(data.from)} to ${formatDay(daily.at(-1)!.day)}, with each day's goal.`}
      footer={
        <div className="sr-only">
          <DataTable
            label="DMs, goal, replies and meetings per day"
            head={['Day', 'DMs sent', 'Goal', 'Replies', 'Meetings', 'Reply rate']}
            rows={daily.map((day) => ({
              key: day.day,
              cells: [
                formatDay(day.day),
                formatCount(day.dms),
                formatCount(day.goal),
                formatCount(day.replies),
                formatCount(day.meetings),
                formatRate(day.replyRate),
              ],
            }))}
          />
        </div>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={daily} {...chartProps}>
          <CartesianGrid {...gridProps} />
          <XAxis
            dataKey="day"
            tickFormatter={tick}
            {...axisProps}
            interval={dayInterval(daily.length)}
          />
          <YAxis allowDecimals={false} width={48} {...axisProps} />
          <Tooltip labelFormatter={(day) => formatDay(String(day))} {...tooltipProps} />
          <Bar dataKey="dms" name="DMs sent" fill={chartColors.primary} {...barProps} />
          <Line
            type="stepAfter"
            dataKey="goal"
            name="Goal"
            stroke={chartColors.goal}
            {...lineProps}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function RatesChart({ data }: { data: AnalyticsResponse }) {
  const { totals } = data;
  return (
    <ChartCard
      title="Reply and meeting rate"
      description={`Of the DMs sent each day, the share that got a reply or booked a meeting. Over the period: ${formatRate(totals.replyRate)} replied, ${formatRate(totals.meetingRate)} booked.`}
      summary="Line chart of the daily reply rate and meeting rate in percent."
      legend={rateLegend}
      empty={totals.dms === 0 && 'No DMs sent in this period yet.'}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data.daily} {...chartProps}>
          <CartesianGrid {...gridProps} />
          <XAxis
            dataKey="day"
            tickFormatter={tick}
            {...axisProps}
            interval={dayInterval(data.daily.length)}
          />
          <YAxis unit="%" width={56} {...axisProps} />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => formatRate(typeof value === 'number' ? value : null)}
            {...tooltipProps}
          />
          {rateSeries.map((series) => (
            <Line key={series.dataKey} type="linear" connectNulls {...series} {...lineProps} />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
