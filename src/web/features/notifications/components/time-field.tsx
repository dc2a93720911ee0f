import { fieldClasses } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

const pad = (value: number) => String(value).padStart(2, '0');
/** Every quarter hour of the day, 00:00 to 23:45. */
const QUARTERS = Array.from(
  { length: 96 },
  (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`,
);

/** A local time of day, by the quarter hour (a time set otherwise is kept as an option). */
export function TimeField({
  id,
  label,
  value,
  disabled,
  onSave,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  onSave: (value: string) => void;
}) {
  const options = QUARTERS.includes(value) ? QUARTERS : [...QUARTERS, value].sort();
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id} className="text-muted-foreground">
        {label}
      </Label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-10 w-28')}
        value={value}
        disabled={disabled}
        onChange={(event) => onSave(event.target.value)}
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}
