import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';

/** A labelled switch with a line of explanation; `children` go below (a time, say). */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
  children,
}: {
  id: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-description`}
          onCheckedChange={onChange}
        />
      </div>
      {children}
    </div>
  );
}
