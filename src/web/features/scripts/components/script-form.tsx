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
import { FIELD_MAX, type GenerateScriptInput, type ScriptRequest } from '@/shared/schemas/scripts';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
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
          <Select
            value={field.value ?? ANY_STYLE}
            onValueChange={(value) => field.onChange(value === ANY_STYLE ? undefined : value)}
          >
            <SelectTrigger id={id} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </Field>
  );
}

/** The spec's generator form; Previous Interaction shows for follow_up and pattern_interrupt. */
export function ScriptFormFields({
  form,
  busy,
  onSubmit,
}: {
  form: ScriptForm;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { errors } = form.formState;
  const scriptType = form.watch('scriptType');
  const showPrevious = TYPES_WITH_PREVIOUS_INTERACTION.includes(scriptType);
  const required = (error: { message?: string } | undefined) =>
    error ? (error.message === 'Required' ? 'Required' : error.message) : undefined;

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
        <Field
          id="script-previous"
          label="Previous Interaction"
          hint="What happened last time, e.g. “sent a DM last week about their hiring”."
          error={errors.previousInteraction?.message}
        >
          <Textarea
            id="script-previous"
            rows={2}
            maxLength={FIELD_MAX.previousInteraction}
            aria-invalid={Boolean(errors.previousInteraction)}
            {...form.register('previousInteraction')}
          />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="script-prospect" label="Prospect Name*" error={required(errors.prospect)}>
          <Input
            id="script-prospect"
            autoComplete="off"
            required
            maxLength={FIELD_MAX.prospect}
            placeholder="Jane Doe"
            aria-invalid={Boolean(errors.prospect)}
            {...form.register('prospect')}
          />
        </Field>
        <Field id="script-company" label="Company*" error={required(errors.company)}>
          <Input
            id="script-company"
            autoComplete="off"
            required
            maxLength={FIELD_MAX.company}
            placeholder="Acme Growth"
            aria-invalid={Boolean(errors.company)}
            {...form.register('company')}
          />
        </Field>
      </div>
      <Field
        id="script-activity"
        label="Recent Activity/Context"
        hint="Something specific: a post, a launch, a hire, a podcast."
        error={errors.recentActivity?.message}
      >
        <Textarea
          id="script-activity"
          rows={2}
          maxLength={FIELD_MAX.recentActivity}
          placeholder="posted about hiring their first SDR"
          aria-invalid={Boolean(errors.recentActivity)}
          {...form.register('recentActivity')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="script-industry" label="Industry" error={errors.industry?.message}>
          <Input
            id="script-industry"
            maxLength={FIELD_MAX.industry}
            placeholder="SaaS"
            aria-invalid={Boolean(errors.industry)}
            {...form.register('industry')}
          />
        </Field>
        <Field id="script-pain" label="Pain Point" error={errors.painPoint?.message}>
          <Input
            id="script-pain"
            maxLength={FIELD_MAX.painPoint}
            placeholder="low reply rates"
            aria-invalid={Boolean(errors.painPoint)}
            {...form.register('painPoint')}
          />
        </Field>
      </div>
      <Field id="script-offer" label="Your Offer/Solution" error={errors.offer?.message}>
        <Textarea
          id="script-offer"
          rows={2}
          maxLength={FIELD_MAX.offer}
          placeholder="help B2B founders book 15 demos a month"
          aria-invalid={Boolean(errors.offer)}
          {...form.register('offer')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        <Sparkles aria-hidden />
        {busy ? 'Generating...' : 'Generate Script'}
      </Button>
    </form>
  );
}
