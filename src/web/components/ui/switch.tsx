import type { ComponentProps } from 'react';
import * as SwitchPrimitive from 'radix-ui/switch';
import { cn } from '@/web/lib/cn';

/** On touch screens the button around the track grows to 44 px tall, the track stays small. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'group peer inline-flex h-6 w-11 shrink-0 items-center justify-center rounded-full outline-none disabled:cursor-not-allowed disabled:opacity-50 pointer-coarse:h-11 pointer-coarse:w-14',
        className,
      )}
      {...props}
    >
      <span className="inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent shadow-xs transition-colors group-focus-visible:ring-[3px] group-focus-visible:ring-ring/50 group-data-[state=checked]:bg-primary group-data-[state=unchecked]:bg-input">
        <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </span>
    </SwitchPrimitive.Root>
  );
}
