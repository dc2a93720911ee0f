import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { createSetterInput } from '@/shared/schemas/setters';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { notify } from '@/web/lib/toast';
import { useAddSetter } from '../api/add-setter';

type Values = z.input<typeof createSetterInput>;

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/setters').then((schemas) => schemas.createSetterInput),
);

/**
 * Add Setter: trimmed, non-blank ('Missing Name'), unique per member
 * (docs/decisions/0110-setters.md).
 */
export default function AddSetterDialog({ open, onOpenChange }: OnDemandDialogProps) {
  const addSetter = useAddSetter();
  const form = useForm<Values, unknown, z.output<typeof createSetterInput>>({
    resolver,
    defaultValues: { setterName: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ setterName }) => {
      try {
        await addSetter.mutateAsync(setterName);
        notify.success('Setter Added!', `${setterName} can now be picked when logging DMs.`);
        form.reset();
        onOpenChange(false);
      } catch (error) {
        notify.error('Error', errorMessage(error, 'Failed to add setter. Please try again.'));
      }
    },
    (invalid) => {
      if (invalid.setterName?.message === 'Please enter a setter name.') {
        notify.error('Missing Name', 'Please enter a setter name.');
      }
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Setter</DialogTitle>
          <DialogDescription>
            Setters are the people who send DMs for you. They are names under your account, not
            logins.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="setter-name" label="Setter name" error={errors.setterName?.message}>
            <Input
              id="setter-name"
              autoComplete="off"
              maxLength={60}
              placeholder="e.g. Alex Kim"
              aria-invalid={Boolean(errors.setterName)}
              {...form.register('setterName')}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={addSetter.isPending}>
              {addSetter.isPending ? 'Adding...' : 'Add Setter'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
