import { Controller, type UseFormReturn } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import {
  PATTERN_INTERRUPT_INFO,
  PATTERN_INTERRUPT_TYPES,
  SCRIPT_TONE_INFO,
  SCRIPT_TONES,
  SCRIPT_TYPE_INFO,
  SCRIPT_TYPES,
  TYPES_WITH_PREVIOUS_INTERACTION,
} from '@/shared/content/script-types';
import type { GenerateScriptInput, ScriptRequest } from '@/shared/schemas/scripts';
import { FIELD_MAX } from '@/shared/schemas/script-messages';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';

export type ScriptForm = UseFormReturn<GenerateScriptInput, unknown, ScriptRequest>;

const ANY_STYLE = 'any';

function SelectField<T extends string>({
  form,
  name,
  id,
  label,
  options,
}: {
  form: ScriptForm;
  name: 'scriptType' | 'tone' | 'patternInterruptType';
  id: string;
  label: string;
  options: Array<{ value: T; label: string }>;
}) {
  return (
    <Field id={id} label={label}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NativeSelect
            id={id}
            value={field.value ?? ANY_STYLE}
            onChange={(event) =>
              field.onChange(event.target.value === ANY_STYLE ? undefined : event.target.value)
            }
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </Field>
  );
}

type TextName = keyof typeof FIELD_MAX;

/** A labelled text input or textarea, capped at the schema's length, with its error. */
function TextField({
  form,
  name,
  label,
  hint,
  placeholder,
  multiline = false,
  required = false,
}: {
  form: ScriptForm;
  name: TextName;
  label: string;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const id = `script-${name}`;
  const error = form.formState.errors[name];
  const props = {
    id,
    maxLength: FIELD_MAX[name],
    placeholder,
    autoComplete: 'off',
    required,
    'aria-invalid': Boolean(error),
    ...form.register(name),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error?.message}>
      {multiline ? <Textarea rows={2} {...props} /> : <Input {...props} />}
    </Field>
  );
}

/** The generator form; Previous Interaction shows for follow_up and pattern_interrupt. */
export function ScriptFormFields({
  form,
  busy,
  onSubmit,
}: {
  form: ScriptForm;
  busy: boolean;
  onSubmit: () => void;
}) {
  const scriptType = form.watch('scriptType');
  const showPrevious = TYPES_WITH_PREVIOUS_INTERACTION.includes(scriptType);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="scriptType"
          id="script-type"
          label="Script Type"
          options={SCRIPT_TYPES.map((value) => ({ value, label: SCRIPT_TYPE_INFO[value].label }))}
        />
        <SelectField
          form={form}
          name="tone"
          id="script-tone"
          label="Tone"
          options={SCRIPT_TONES.map((value) => ({ value, label: SCRIPT_TONE_INFO[value].label }))}
        />
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">{SCRIPT_TYPE_INFO[scriptType].purpose}</p>
      {scriptType === 'pattern_interrupt' ? (
        <SelectField
          form={form}
          name="patternInterruptType"
          id="script-interrupt"
          label="Pattern Interrupt Style"
          options={[
            { value: ANY_STYLE, label: 'Any style' },
            ...PATTERN_INTERRUPT_TYPES.map((value) => ({
              value,
              label: `${PATTERN_INTERRUPT_INFO[value].label}: ${PATTERN_INTERRUPT_INFO[value].hint}`,
            })),
          ]}
        />
      ) : null}
      {showPrevious ? (
        <TextField
          form={form}
          name="previousInteraction"
          label="Previous Interaction"
          hint="What happened last time, e.g. “sent a DM last week about their hiring”."
          multiline
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="prospect"
          label="Prospect Name*"
          placeholder="Jane Doe"
          required
        />
        <TextField form={form} name="company" label="Company*" placeholder="Acme Growth" required />
      </div>
      <TextField
        form={form}
        name="recentActivity"
        label="Recent Activity/Context"
        hint="Something specific: a post, a launch, a hire, a podcast."
        placeholder="posted about hiring their first SDR"
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="industry" label="Industry" placeholder="SaaS" />
        <TextField form={form} name="painPoint" label="Pain Point" placeholder="low reply rates" />
      </div>
      <TextField
        form={form}
        name="offer"
        label="Your Offer/Solution"
        placeholder="help B2B founders book 15 demos a month"
        multiline
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        <Sparkles aria-hidden />
        {busy ? 'Generating...' : 'Generate Script'}
      </Button>
    </form>
  );
}
