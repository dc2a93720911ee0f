import { Controller } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { OBJECTION_CATEGORIES } from '@/shared/content/objections';
import { OBJECTION_MAX, RESPONSE_MAX } from '@/shared/schemas/objection-messages';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import type { AddObjection } from './use-add-objection';

/** The objection, its category, Generate Response and the editable response. */
export function ObjectionFormFields({ state }: { state: AddObjection }) {
  const { form, attempt, writtenBy, generating } = state;
  return (
    <>
      <Field id="objection-text" label="Objection">
        <Textarea
          id="objection-text"
          rows={2}
          maxLength={OBJECTION_MAX}
          placeholder="We already work with an agency."
          {...form.register('objection')}
        />
      </Field>
      <Field id="objection-category" label="Category (optional)">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <NativeSelect
              id="objection-category"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              {OBJECTION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      </Field>
      <Button type="button" variant="secondary" onClick={state.onGenerate} disabled={generating}>
        <Sparkles aria-hidden />
        {generating
          ? 'Generating...'
          : attempt > 0
            ? 'Generate Another Response'
            : 'Generate Response'}
      </Button>
      <Field
        id="objection-response"
        label="Response"
        hint={writtenBy ? `Written by ${writtenBy}. Edit it as you like.` : undefined}
      >
        <Textarea
          id="objection-response"
          rows={6}
          maxLength={RESPONSE_MAX}
          placeholder="Generate a response, then edit it here."
          {...form.register('response')}
        />
      </Field>
    </>
  );
}
