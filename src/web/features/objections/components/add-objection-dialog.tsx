import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Sparkles } from 'lucide-react';
import { OBJECTION_CATEGORIES } from '@/shared/content/objections';
import {
  MISSING_OBJECTION,
  MISSING_RESPONSE,
  OBJECTION_MAX,
  RESPONSE_MAX,
  saveObjectionInput,
  type SaveObjectionInput,
} from '@/shared/schemas/objections';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useGenerateResponse } from '../api/generate-response';
import { useSaveObjection } from '../api/save-objection';

const EMPTY: SaveObjectionInput = { objection: '', response: '', category: 'Custom' };

/** Add Custom Objection: the objection, an optional category, a generated (editable) response. */
export function AddObjectionDialog() {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [writtenBy, setWrittenBy] = useState<string | null>(null);
  const generate = useGenerateResponse();
  const save = useSaveObjection();
  const form = useForm<SaveObjectionInput, unknown, SaveObjectionInput>({
    resolver: zodResolver(saveObjectionInput),
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
          setOpen(false);
          reset();
        },
        onError: () => notify.error('Error', 'Failed to save objection response.'),
      }),
    () => notify.error('Missing Information', MISSING_RESPONSE),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Add Custom Objection
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Custom Objection</DialogTitle>
          <DialogDescription>
            Write the objection you keep hearing, generate a response, then edit it until it sounds
            like you.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSave} noValidate className="grid gap-4">
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
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="objection-category">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {OBJECTION_CATEGORIES.map((category) => (
                      <SelectItem key={category} value={category}>
                        {category}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Button
            type="button"
            variant="secondary"
            onClick={onGenerate}
            disabled={generate.isPending}
          >
            <Sparkles aria-hidden />
            {generate.isPending
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Objection'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
