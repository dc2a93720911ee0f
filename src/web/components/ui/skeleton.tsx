import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** A placeholder for a line of text inside running text (a `<p>`): as tall as the line. */
export function TextSkeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-block h-[1lh] max-w-full animate-pulse rounded-md bg-muted align-top',
        className,
      )}
      {...props}
    />
  );
}
