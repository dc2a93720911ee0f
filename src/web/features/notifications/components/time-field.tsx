import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { usePainted } from '@/web/lib/use-painted';

const pad = (value: number) => String(value).padStart(2, '0');
/** Every quarter hour of the day, 00:00 to 23:45. */
const QUARTERS = Array.from(
  { length: 96 },
  (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`,
);

/**
 * A local time of day, by the quarter hour (a time set otherwise is kept as an option). The
 * select holds the member's time alone until painted: Settings' two of them made 192 of its 518
 * elements at the first paint, each option styled with the select's own parts.
 */
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
  const painted = usePainted();
  const options = !painted
    ? [value]
    : QUARTERS.includes(value)
      ? QUARTERS
      : [...QUARTERS, value].sort();
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id} className="text-muted-foreground">
        {label}
      </Label>
      <NativeSelect
        id={id}
        className="w-28"
        value={value}
        disabled={disabled}
        onChange={(event) => onSave(event.target.value)}
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
