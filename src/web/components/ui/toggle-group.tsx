import { Button } from './button';
import { cn } from '@/web/lib/cn';

/** A row of buttons of which one is pressed: the board's period and metric switches. */
export function ToggleGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex w-full rounded-lg bg-muted p-1 sm:w-auto', className)}
    >
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="flex-1 text-muted-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
