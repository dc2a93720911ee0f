import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import { NativeSelect } from '@/web/components/ui/native-select';

/**
 * The setter a DM is logged for, in team mode: 'Self' first, then the member's active setters
 * (docs/product.md, Log DM dialog). The Log DM dialog and the share page. The browser's own
 * select: the phone's picker, and no popover code for the dialog to load.
 */
export function SetterSelect({
  id,
  value,
  onChange,
  setters,
  invalid = false,
  describedBy,
}: {
  id: string;
  value: string | undefined;
  onChange: (setterName: string) => void;
  setters: { id: string; setterName: string }[];
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <NativeSelect
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <option value="" disabled>
        Select setter
      </option>
      <option value={DEFAULT_SETTER}>{DEFAULT_SETTER}</option>
      {setters.map((setter) => (
        <option key={setter.id} value={setter.setterName}>
          {setter.setterName}
        </option>
      ))}
    </NativeSelect>
  );
}
