import { BENCHMARK_NOTE } from '@/shared/domain/benchmarks';
import { rateBasis } from '@/shared/domain/rates';
import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { formatCount, formatPercentRange, formatRate } from '@/web/lib/format';
import { ChartCard } from './chart-card';
import { platformRows, setterSeries } from './chart-series';
import { chartColors } from './chart-theme';
import { DataTable as Table } from './data-table';
import { PlatformPlot, SetterPlot } from './lazy-plots';

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
  const rows = platformRows(data);
  return (
    <ChartCard
      title="Reply rate by platform"
      description={`Your reply rate ${rateBasis('in this range')}, beside the typical range on each platform. ${BENCHMARK_NOTE}`}
      summary="Bar chart per platform of your reply rate and the estimated range for cold DMs."
      legend={platformLegend}
      footer={
        <Table
          label="Reply rate by platform"
          head={[
            'Platform',
            'DMs',
            'Prospects first messaged',
            'Replied',
            'Reply rate',
            'Industry estimate',
          ]}
          rows={rows.map((row) => ({
            key: row.platform,
            cells: [
              row.name,
              formatCount(row.dms),
              formatCount(row.prospects),
              formatCount(row.replied),
              formatRate(row.replyRate),
              row.benchmark ? formatPercentRange(row.benchmark.low, row.benchmark.high) : '—',
            ],
          }))}
        />
      }
    >
      <PlatformPlot rows={rows} />
    </ChartCard>
  );
}

export function SetterChart({ data }: { data: AnalyticsResponse }) {
  return (
    <ChartCard
      title="By setter"
      description={`DMs sent in the period by each setter, and how many of the prospects they first messaged replied or booked a meeting: the reply rate is ${rateBasis('in this range')}.`}
      summary="Bar chart per setter of DMs sent, replied and booked."
      legend={setterLegend}
      empty={data.setters.length === 0 && 'No DMs sent in this period yet.'}
      footer={
        <Table
          label="By setter"
          head={['Setter', 'DMs', 'Prospects first messaged', 'Booked', 'Replied', 'Reply rate']}
          rows={data.setters.map((setter) => ({
            key: setter.setter,
            cells: [
              setter.setter,
              formatCount(setter.dms),
              formatCount(setter.prospects),
              formatCount(setter.booked),
              formatCount(setter.replied),
              formatRate(setter.replyRate),
            ],
          }))}
        />
      }
    >
      <SetterPlot setters={data.setters} />
    </ChartCard>
  );
}
