import { memo, useEffect, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { SCRIPT_TYPE_INFO } from '@/shared/content/script-types';
import { parseScriptUsed, savedScriptKey, toneLabel } from '@/shared/domain/script-used';
import type { LogDmInput } from '@/shared/schemas/dm';
import { Field } from '@/web/components/ui/field';
import { NativeSelect } from '@/web/components/ui/native-select';
import { usePainted } from '@/web/lib/use-painted';
import { useSavedScriptChoices } from '../api/get-saved-scripts';
import {
  generatedChoices,
  rememberedScript,
  rememberScript,
  vaultChoices,
  type ScriptChoice,
} from '../utils/script-choices';

const vaultGroup = {
  label: 'Vault',
  choices: vaultChoices.map((choice) => ({
    ...choice,
    label: choice.label.replace(/^Vault: /, ''),
  })),
};
const generatedGroup = { label: 'Generated', choices: generatedChoices };

/**
 * The select's options: None, then each group's. Until the dialog's first frame is painted only
 * the chosen one, so the open does not build and lay out the ~90 scripts that are on screen
 * only once the list is opened (bench/log-dm.bench.ts); the rest follow right after. Memoized:
 * the dialog's renders while a DM is logged leave them alone.
 */
const ScriptOptions = memo(function ScriptOptions({
  groups,
  value,
  all,
}: {
  groups: { label: string; choices: ScriptChoice[] }[];
  value: string;
  all: boolean;
}) {
  const chosen = all
    ? undefined
    : groups.flatMap((group) => group.choices).find((choice) => choice.key === value);
  return (
    <>
      <option value="">None</option>
      {chosen ? <option value={chosen.key}>{chosen.label}</option> : null}
      {all
        ? groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))
        : null}
    </>
  );
});

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

  const groups = useMemo(
    () => [
      ...(savedChoices.length > 0 ? [{ label: 'Saved scripts', choices: savedChoices }] : []),
      vaultGroup,
      generatedGroup,
    ],
    [savedChoices],
  );
  const all = usePainted();

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
        <ScriptOptions groups={groups} value={value ?? ''} all={all} />
      </NativeSelect>
    </Field>
  );
}
