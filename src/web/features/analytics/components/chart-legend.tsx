import { cn } from '@/web/lib/cn';
import { FADED_OPACITY } from './chart-theme';

export type LegendItem = { name: string; color: string; line?: boolean; faded?: boolean };

/**
 * The chart's series by name beside their colour, in the order they are drawn. Drawn here and
 * not by the chart library, whose legend measures itself once drawn and then draws the whole
 * chart a second time. The text stays in the body colour: the warning orange as text is 3.8:1
 * on white, under WCAG AA.
 */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-[13px]">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span
            className={cn('shrink-0', item.line ? 'h-0.5 w-3.5' : 'size-3 rounded-xs')}
            style={{ background: item.color, opacity: item.faded ? FADED_OPACITY : undefined }}
          />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
