import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SaveObjectionInput } from '@/shared/schemas/objections';
import { MISSING_OBJECTION, MISSING_RESPONSE } from '@/shared/schemas/objection-messages';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { ApiError } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useGenerateResponse } from '../api/generate-response';
import { useSaveObjection } from '../api/save-objection';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/objections').then((schemas) => schemas.saveObjectionInput),
);

const EMPTY: SaveObjectionInput = { objection: '', response: '', category: 'Custom' };

/**
 * Add Custom Objection's state (docs/product.md, Objection Handler): the form, Generate (each
 * attempt a new variant) and Save, with their toasts. `onSaved` closes the dialog.
 */
export function useAddObjection(onSaved: () => void) {
  const [attempt, setAttempt] = useState(0);
  const [writtenBy, setWrittenBy] = useState<string | null>(null);
  const generate = useGenerateResponse();
  const save = useSaveObjection();
  const form = useForm<SaveObjectionInput, unknown, SaveObjectionInput>({
    resolver,
    defaultValues: EMPTY,
  });

  const reset = () => {
    form.reset(EMPTY);
    setWrittenBy(null);
    setAttempt(0);
  };

  const onGenerate = () => {
    const objection = form.getValues('objection').trim();
    if (!objection) {
      notify.error('Missing Objection', MISSING_OBJECTION);
      return;
    }
    const category = form.getValues('category');
    generate.mutate(
      { objection, category, variant: attempt },
      {
        onSuccess: (result) => {
          form.setValue('response', result.response, { shouldValidate: true });
          setWrittenBy(result.writerLabel);
          setAttempt((value) => value + 1);
        },
        onError: (error) =>
          notify.error(
            'Error',
            error instanceof ApiError && error.status === 429
              ? error.message
              : 'Failed to generate response. Please try again.',
          ),
      },
    );
  };

  const onSave = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          notify.success('Saved!', 'Your custom objection was added to the list.');
          onSaved();
          reset();
        },
        onError: () => notify.error('Error', 'Failed to save objection response.'),
      }),
    () => notify.error('Missing Information', MISSING_RESPONSE),
  );

  return {
    form,
    reset,
    onGenerate,
    onSave,
    generating: generate.isPending,
    saving: save.isPending,
    attempt,
    writtenBy,
  };
}

export type AddObjection = ReturnType<typeof useAddObjection>;
