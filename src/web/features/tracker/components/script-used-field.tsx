import { useEffect, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { SCRIPT_TYPE_INFO } from '@/shared/content/script-types';
import { parseScriptUsed, savedScriptKey, toneLabel } from '@/shared/domain/script-used';
import type { LogDmInput } from '@/shared/schemas/dm';
import { Field } from '@/web/components/ui/field';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useSavedScriptChoices } from '../api/get-saved-scripts';
import {
  generatedChoices,
  rememberedScript,
  rememberScript,
  vaultChoices,
} from '../utils/script-choices';

/**
 * "Script used" on Log DM: a saved script, a vault script, a generated type + tone, or none.
 * Optional; it starts on the member's last choice, so logging stays one tap.
 */
export function ScriptUsedField({ control }: { control: Control<LogDmInput> }) {
  const { field } = useController({ control, name: 'scriptUsed' });
  const saved = useSavedScriptChoices(true);
  const savedChoices = useMemo(
    () =>
      (saved.data ?? []).map((script) => ({
        key: savedScriptKey(script.id),
        label: `${SCRIPT_TYPE_INFO[script.scriptType].label} · ${toneLabel(script.tone)} for ${script.companyName}`,
      })),
    [saved.data],
  );

  const { value, onChange } = field;
  useEffect(() => {
    if (value !== undefined) return;
    const last = rememberedScript();
    const used = last ? parseScriptUsed(last) : null;
    // A saved script may have been deleted since: only a listed one comes back.
    if (used && (used.kind !== 'saved' || savedChoices.some((choice) => choice.key === last))) {
      onChange(last);
    }
  }, [value, onChange, savedChoices]);

  return (
    <Field id="log-dm-script" label="Script used" hint="Optional: see which scripts get replies.">
      <NativeSelect
        id="log-dm-script"
        aria-describedby="log-dm-script-hint"
        value={value ?? ''}
        onChange={(event) => {
          rememberScript(event.target.value);
          onChange(event.target.value);
        }}
        onBlur={field.onBlur}
      >
        <option value="">None</option>
        {savedChoices.length > 0 ? (
          <optgroup label="Saved scripts">
            {savedChoices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label="Vault">
          {vaultChoices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label.replace(/^Vault: /, '')}
            </option>
          ))}
        </optgroup>
        <optgroup label="Generated">
          {generatedChoices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </optgroup>
      </NativeSelect>
    </Field>
  );
}
