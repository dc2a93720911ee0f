import { useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** An HH:MM time saved when the field is left with a new, complete value. */
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
  const [draft, setDraft] = useState(value);
  const save = () => {
    if (/^\d{2}:\d{2}$/.test(draft) && draft !== value) onSave(draft);
    else setDraft(value);
  };
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id} className="text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="time"
        className="w-32"
        value={draft}
        disabled={disabled}
        required
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
    </div>
  );
}
