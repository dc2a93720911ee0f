import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { Dm, editDmInput } from '@/shared/schemas/dm';
import { PlatformBadge } from '@/web/components/platform-badge';
import { ProfileLink } from '@/web/components/profile-link';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { buttonVariants, Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { notify } from '@/web/lib/toast';
import { useDeleteProspect } from '../api/delete-prospect';
import { useEditProspect } from '../api/edit-prospect';

type Values = z.input<typeof editDmInput>;

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/dm').then((schemas) => schemas.editDmInput),
);

/**
 * Details (docs/decisions/0106-undo-and-edit.md): edit the prospect's name, company and notes, or
 * delete the DM.
 */
export function ProspectDetailsDialog({
  dm,
  timeZone,
  onClose,
}: {
  dm: Dm | null;
  timeZone: string;
  onClose: () => void;
}) {
  const edit = useEditProspect();
  const remove = useDeleteProspect();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof editDmInput>>({
    resolver,
    defaultValues: { prospectName: '', companyName: '', notes: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (dm) {
      form.reset({ prospectName: dm.prospectName, companyName: dm.companyName, notes: dm.notes });
    }
  }, [dm, form]);

  if (!dm) return null;

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      await edit.mutateAsync({ id: dm.id, changes });
      notify.success('Saved!', 'Prospect details saved.');
      onClose();
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to update prospect.'));
    }
  });

  const onDelete = async () => {
    try {
      await remove.mutateAsync(dm.id);
      notify.success('Deleted!', `The DM to ${dm.prospectName} was deleted.`);
      setConfirmDelete(false);
      onClose();
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to update prospect.'));
    }
  };

  const sent = formatDateTime(dm.sentAt, timeZone);

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Prospect details</DialogTitle>
            <DialogDescription>
              Sent {sent} by {dm.setterName}.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <PlatformBadge platform={dm.platform} />
            <ProfileLink url={dm.profileUrl} />
          </div>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <Field id="prospect-name" label="Prospect name" error={errors.prospectName?.message}>
              <Input
                id="prospect-name"
                maxLength={120}
                aria-invalid={Boolean(errors.prospectName)}
                {...form.register('prospectName')}
              />
            </Field>
            <Field id="prospect-company" label="Company" error={errors.companyName?.message}>
              <Input id="prospect-company" maxLength={120} {...form.register('companyName')} />
            </Field>
            <Field id="prospect-notes" label="Notes" error={errors.notes?.message}>
              <Textarea id="prospect-notes" rows={4} maxLength={5000} {...form.register('notes')} />
            </Field>
            <DialogFooter className="sm:justify-between">
              <Button type="button" variant="ghost" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden />
                Delete DM
              </Button>
              <Button type="submit" disabled={edit.isPending}>
                {edit.isPending ? 'Saving...' : 'Save'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <AlertDialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this DM?</AlertDialogTitle>
            <AlertDialogDescription>
              The DM to {dm.prospectName} leaves your logs, pipeline and counts. This cannot be
              undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={(event) => {
                event.preventDefault();
                void onDelete();
              }}
              disabled={remove.isPending}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
