import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export const fieldClasses =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input className={cn(fieldClasses, 'h-10 py-2 pointer-coarse:h-11', className)} {...props} />
  );
}
