import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BENCHMARK_NOTE } from '@/shared/domain/benchmarks';
import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { formatCount, formatPercentRange, formatRate, platformName } from '@/web/lib/format';
import { ChartCard } from './chart-card';
import { DataTable as Table } from './data-table';
import {
  axisProps,
  barProps,
  chartColors,
  chartProps,
  gridProps,
  tooltipProps,
  useCategoryAxisProps,
} from './chart-theme';

const setterSeries = [
  { dataKey: 'dms', name: 'DMs', fill: chartColors.primary },
  { dataKey: 'replied', name: 'Replied', fill: chartColors.success },
  { dataKey: 'booked', name: 'Booked', fill: chartColors.warning },
];
const setterLegend = setterSeries.map(({ name, fill }) => ({ name, color: fill }));

const platformLegend = [
  { name: 'Industry estimate', color: chartColors.muted, faded: true },
  { name: 'Your reply rate', color: chartColors.primary },
];

/**
 * The member's reply rate per platform beside the industry-estimate band
 * (docs/decisions/0116-progress-features.md).
 */
export function PlatformChart({ data }: { data: AnalyticsResponse }) {
  const categoryAxis = useCategoryAxisProps();
  const rows = data.platforms.map((platform) => ({
    name: platformName(platform.platform),
    band: platform.benchmark ? [platform.benchmark.low, platform.benchmark.high] : null,
    rate: platform.replyRate,
    ...platform,
  }));
  return (
    <ChartCard
      title="Reply rate by platform"
      description={`Your reply rate beside the typical range on each platform. ${BENCHMARK_NOTE}`}
      summary="Bar chart per platform of your reply rate and the estimated range for cold DMs."
      legend={platformLegend}
      footer={
        <Table
          label="Reply rate by platform"
          head={['Platform', 'DMs', 'Replied', 'Reply rate', 'Industry estimate']}
          rows={rows.map((row) => ({
            key: row.platform,
            cells: [
              row.name,
              formatCount(row.dms),
              formatCount(row.replied),
              formatRate(row.replyRate),
              row.benchmark ? formatPercentRange(row.benchmark.low, row.benchmark.high) : '—',
            ],
          }))}
        />
      }
    >
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
            fillOpacity={0.35}
            {...barProps}
            radius={3}
          />
          <Bar dataKey="rate" name="Your reply rate" fill={chartColors.primary} {...barProps} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function SetterChart({ data }: { data: AnalyticsResponse }) {
  const categoryAxis = useCategoryAxisProps();
  return (
    <ChartCard
      title="By setter"
      description="DMs sent in the period by each setter, and how many of them got a reply or booked a meeting."
      summary="Bar chart per setter of DMs sent, replied and booked."
      legend={setterLegend}
      empty={data.setters.length === 0 && 'No DMs sent in this period yet.'}
      footer={
        <Table
          label="By setter"
          head={['Setter', 'DMs', 'Replied', 'Booked', 'Reply rate']}
          rows={data.setters.map((setter) => ({
            key: setter.setter,
            cells: [
              setter.setter,
              formatCount(setter.dms),
              formatCount(setter.replied),
              formatCount(setter.booked),
              formatRate(setter.replyRate),
            ],
          }))}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.setters} {...chartProps}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="setter" {...categoryAxis} {...axisProps} />
          <YAxis allowDecimals={false} width={48} {...axisProps} />
          <Tooltip {...tooltipProps} />
          {setterSeries.map((series) => (
            <Bar key={series.dataKey} {...series} {...barProps} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
