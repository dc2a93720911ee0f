import { Suspense, type ReactNode } from 'react';
import { ChartColumn } from 'lucide-react';
import { EmptyState } from '@/web/components/ui/empty-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ChartLegend, type LegendItem } from './chart-legend';
import { useInViewport } from '@/web/lib/use-in-viewport';

/**
 * A chart with its title; `summary` is the chart's content in words for screen readers. The
 * chart is drawn once its box comes into view (useInViewport).
 */
export function ChartCard({
  title,
  description,
  summary,
  legend,
  children,
  footer,
  empty,
  className,
}: {
  title: string;
  description?: ReactNode;
  summary: string;
  legend: LegendItem[];
  children: ReactNode;
  footer?: ReactNode;
  /** Said instead of an empty chart when there is nothing to draw. */
  empty?: string | false;
  className?: string;
}) {
  const [chartBox, seen] = useInViewport<HTMLDivElement>();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {empty ? (
          <EmptyState icon={<ChartColumn />} title={empty} className="h-64" />
        ) : (
          <>
            <figure className="m-0">
              {/* Its height is kept while the chart waits, so nothing moves when it arrives. */}
              <div className="flex h-64 w-full flex-col" aria-hidden>
                <div ref={chartBox} className="min-h-0 flex-1">
                  {/* The drawing's code loads once seen too (lazy-plots.ts). */}
                  {seen ? <Suspense fallback={null}>{children}</Suspense> : null}
                </div>
                <ChartLegend items={legend} />
              </div>
              <figcaption className="sr-only">{summary}</figcaption>
            </figure>
            {footer}
          </>
        )}
      </CardContent>
    </Card>
  );
}
