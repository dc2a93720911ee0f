import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { editProspectInput, Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { notify } from '@/web/lib/toast';
import { useEditProspect } from '../api/edit-prospect';

type Values = z.input<typeof editProspectInput>;

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/prospects').then((schemas) => schemas.editProspectInput),
);

/** The prospect's name, company and notes, saved with PATCH /api/prospects/:id. */
export function DetailsForm({ prospect }: { prospect: Prospect }) {
  const edit = useEditProspect();
  const form = useForm<Values, unknown, z.output<typeof editProspectInput>>({
    resolver,
    defaultValues: {
      name: prospect.name,
      companyName: prospect.companyName,
      notes: prospect.notes,
    },
  });
  const { errors, isDirty } = form.formState;
  const { reset } = form;

  // A merge or another tab may rename the prospect: show what the server has.
  useEffect(() => {
    reset({ name: prospect.name, companyName: prospect.companyName, notes: prospect.notes });
  }, [prospect.name, prospect.companyName, prospect.notes, reset]);

  const onSubmit = form.handleSubmit(async ({ name, companyName, notes }) => {
    try {
      await edit.mutateAsync({ id: prospect.id, changes: { name, companyName, notes } });
      notify.success('Saved!', 'Prospect details saved.');
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to update prospect.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field id="prospect-name" label="Prospect name" error={errors.name?.message}>
        <Input
          id="prospect-name"
          maxLength={120}
          aria-invalid={Boolean(errors.name)}
          {...form.register('name')}
        />
      </Field>
      <Field id="prospect-company" label="Company" error={errors.companyName?.message}>
        <Input id="prospect-company" maxLength={120} {...form.register('companyName')} />
      </Field>
      <Field id="prospect-notes" label="Notes" error={errors.notes?.message}>
        <Textarea id="prospect-notes" rows={3} maxLength={5000} {...form.register('notes')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={edit.isPending || !isDirty}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
