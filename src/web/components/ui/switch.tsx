import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/web/lib/cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'type' | 'role'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off button (WAI-ARIA switch: Space and Enter toggle it, as any button). Not Radix's,
 * which keeps its button and a hidden form input in state set from refs
 * (docs/decisions/0143-member-pages-rendered-on-the-server.md, "No synchronous render right
 * after the takeover"). These switches are never form fields: each change is saved as it is
 * made. On touch screens the button around the track grows to 44 px tall, the track stays small.
 */
export function Switch({ checked, onCheckedChange, onClick, className, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onCheckedChange?.(!checked);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'group peer inline-flex h-6 w-11 shrink-0 items-center justify-center rounded-full outline-none disabled:cursor-not-allowed disabled:opacity-50 pointer-coarse:h-11 pointer-coarse:w-14',
        className,
      )}
      onClick={toggle}
      {...props}
    >
      <span className="inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent shadow-xs transition-colors group-focus-visible:ring-[3px] group-focus-visible:ring-ring/50 group-data-[state=checked]:bg-primary group-data-[state=unchecked]:bg-input">
        <span
          data-state={state}
          className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
        />
      </span>
    </button>
  );
}
