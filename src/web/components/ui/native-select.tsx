import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { fieldClasses } from './input';

/**
 * The browser's own select, styled like the kit's fields: for short fixed lists where the
 * phone's native picker is the better control and no popover code needs to load.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex w-full', className)}>
      <select
        className={cn(fieldClasses, 'h-10 appearance-none py-2 pr-9 pointer-coarse:h-11')}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </span>
  );
}
