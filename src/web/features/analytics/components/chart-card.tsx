import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

/** A chart with its title; `summary` is the chart's content in words for screen readers. */
export function ChartCard({
  title,
  description,
  summary,
  children,
  footer,
  className,
}: {
  title: string;
  description?: ReactNode;
  summary: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <figure className="m-0">
          <div className="h-64 w-full" aria-hidden>
            {children}
          </div>
          <figcaption className="sr-only">{summary}</figcaption>
        </figure>
        {footer}
      </CardContent>
    </Card>
  );
}
