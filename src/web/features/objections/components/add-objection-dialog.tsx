import { useState } from 'react';
import { Plus } from 'lucide-react';
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
import { ObjectionFormFields } from './objection-form-fields';
import { useAddObjection } from './use-add-objection';

/** Add Custom Objection: the objection, an optional category, a generated (editable) response. */
export function AddObjectionDialog() {
  const [open, setOpen] = useState(false);
  const state = useAddObjection(() => setOpen(false));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) state.reset();
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
        <form onSubmit={state.onSave} noValidate className="grid gap-4">
          <ObjectionFormFields state={state} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={state.saving}>
              {state.saving ? 'Saving...' : 'Save Objection'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
