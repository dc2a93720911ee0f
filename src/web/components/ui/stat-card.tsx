import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

/**
 * A number with a label: the count cards on the admin, tracker and pipeline screens. `dense`:
 * on a phone, a small card (four fit in a row) without icon or hint, so what follows the cards
 * starts on the first screen. `value` undefined: still loading, a skeleton of the number's size
 * (never '—', which means there is nothing to count yet).
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  dense = false,
  className,
}: {
  label: string;
  value: ReactNode | undefined;
  hint?: ReactNode;
  icon?: ReactNode;
  dense?: boolean;
  className?: string;
}) {
  return (
    <Card className={cn('p-4', dense && 'max-sm:p-2.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <p className={cn('text-sm font-medium text-muted-foreground', dense && 'max-sm:text-xs')}>
          {label}
        </p>
        {icon ? (
          <span className={cn('text-muted-foreground [&_svg]:size-4', dense && 'max-sm:hidden')}>
            {icon}
          </span>
        ) : null}
      </div>
      {value === undefined ? (
        <Skeleton className={cn('mt-1 h-8 w-14', dense && 'max-sm:h-6 max-sm:w-10')} />
      ) : (
        <p className={cn('mt-1 text-2xl font-bold tabular-nums', dense && 'max-sm:text-base')}>
          {value}
        </p>
      )}
      {hint ? (
        <p className={cn('mt-0.5 text-xs text-muted-foreground', dense && 'max-sm:hidden')}>
          {hint}
        </p>
      ) : null}
    </Card>
  );
}
