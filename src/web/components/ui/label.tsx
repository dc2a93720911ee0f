import type { ComponentProps } from 'react';
import * as LabelPrimitive from 'radix-ui/label';
import { cn } from '@/web/lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm leading-none font-medium select-none', className)}
      {...props}
    />
  );
}
