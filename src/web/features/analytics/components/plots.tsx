// The charts' drawings, with recharts: loaded once a chart comes into view (lazy-plots.ts), so
// the Analytics page's first screen does not wait for the charting library.
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { formatDay, formatPercentRange, formatRate } from '@/web/lib/format';
import {
  dailyRows,
  dailySeries,
  dmScale,
  loneDot,
  rateSeries,
  setterSeries,
  type PlatformRow,
} from './chart-series';
import {
  axisProps,
  barProps,
  chartColors,
  chartProps,
  FADED_OPACITY,
  gridProps,
  lineProps,
  tooltipProps,
  useCategoryAxisProps,
} from './chart-theme';

type Daily = AnalyticsResponse['daily'];

const tick = (day: string) => formatDay(day, { weekday: false });

/**
 * The daily charts' day axis: at most five day labels, which fit a phone's width without
 * measuring them.
 */
const dayAxis = (daily: Daily) => ({
  dataKey: 'day',
  tickFormatter: tick,
  ...axisProps,
  interval: Math.ceil(daily.length / 5) - 1,
});
const dayLabel = (day: unknown) => formatDay(String(day));

export function DailyDmsPlot({ daily }: { daily: Daily }) {
  const bars = dailySeries(daily);
  // The bars' scale, not the goal's, when a far goal would flatten them (dmScale).
  const { top } = dmScale(daily);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={dailyRows(daily)} {...chartProps}>
        <CartesianGrid {...gridProps} />
        <XAxis {...dayAxis(daily)} />
        <YAxis
          allowDecimals={false}
          width={48}
          domain={[0, top]}
          allowDataOverflow
          {...axisProps}
        />
        <Tooltip labelFormatter={dayLabel} {...tooltipProps} />
        {bars.map(({ faded, ...series }, index) => (
          <Bar
            key={series.dataKey}
            stackId="dms"
            {...series}
            fillOpacity={faded ? FADED_OPACITY : 1}
            {...barProps}
            // Only the top of the stack is rounded.
            radius={index === bars.length - 1 ? barProps.radius : 0}
          />
        ))}
        <Line
          type="stepAfter"
          dataKey="goal"
          name="Goal"
          stroke={chartColors.goal}
          {...lineProps}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function RatesPlot({ daily }: { daily: Daily }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={daily} {...chartProps}>
        <CartesianGrid {...gridProps} />
        <XAxis {...dayAxis(daily)} />
        <YAxis unit="%" width={56} {...axisProps} />
        <Tooltip
          labelFormatter={dayLabel}
          formatter={(value) => formatRate(typeof value === 'number' ? value : null)}
          {...tooltipProps}
        />
        {rateSeries.map((series) => (
          <Line
            key={series.dataKey}
            type="linear"
            connectNulls
            {...series}
            {...lineProps}
            dot={loneDot(daily, series)}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function PlatformPlot({ rows }: { rows: PlatformRow[] }) {
  const categoryAxis = useCategoryAxisProps();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} {...chartProps}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="name" {...categoryAxis} {...axisProps} />
        <YAxis unit="%" width={56} {...axisProps} />
        <Tooltip
          formatter={(value) =>
            Array.isArray(value)
              ? formatPercentRange(Number(value[0]), Number(value[1]))
              : formatRate(typeof value === 'number' ? value : null)
          }
          {...tooltipProps}
        />
        <Bar
          dataKey="band"
          name="Industry estimate"
          fill={chartColors.muted}
          fillOpacity={FADED_OPACITY}
          {...barProps}
          radius={3}
        />
        <Bar dataKey="rate" name="Your reply rate" fill={chartColors.primary} {...barProps} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function SetterPlot({ setters }: { setters: AnalyticsResponse['setters'] }) {
  const categoryAxis = useCategoryAxisProps();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={setters} {...chartProps}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="setter" {...categoryAxis} {...axisProps} />
        <YAxis allowDecimals={false} width={48} {...axisProps} />
        <Tooltip {...tooltipProps} />
        {setterSeries.map((series) => (
          <Bar key={series.dataKey} {...series} {...barProps} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
