import { handlePlatforms, type HandlePlatform } from '@/shared/domain/prospect-input';
import { HandlePlatformOptions } from '@/web/components/handle-platform-options';
import { Field } from '@/web/components/ui/field';
import { NativeSelect } from '@/web/components/ui/native-select';

/** The platform of a shared @handle, as Log DM asks for it: none until the member picks one. */
export function HandlePlatformField({
  value,
  onChange,
}: {
  value: HandlePlatform | undefined;
  onChange: (platform: HandlePlatform | undefined) => void;
}) {
  return (
    <Field id="share-platform" label="Platform (for a @handle)">
      <NativeSelect
        id="share-platform"
        value={value ?? ''}
        onChange={(event) =>
          onChange(handlePlatforms.find((platform) => platform === event.target.value))
        }
      >
        <HandlePlatformOptions />
      </NativeSelect>
    </Field>
  );
}
