import { useState, type FormEvent } from 'react';
import { UserMinus } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { ProofFields, proofBody } from '@/web/lib/proof-fields';
import { notify } from '@/web/lib/toast';
import { useTwoFactorOn } from '@/web/lib/two-factor-status';
import { useRemoveMember } from '../api/remove-member';

const EMPTY = { password: '', code: '' };

/** Admin → Users → Remove: the member and every row of theirs go; they get a mail. */
export function RemoveMemberDialog({ userId, name }: { userId: string; name: string }) {
  const twoFactor = useTwoFactorOn().data === true;
  const remove = useRemoveMember();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState(EMPTY);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setProof(EMPTY);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync({ userId, proof: proofBody(proof) });
      notify.success('Member removed', `${name} and all their data were deleted.`);
      onOpenChange(false);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to remove the member.'));
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Remove ${name}`}>
          <UserMinus aria-hidden />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Their account and everything in it go for good: DMs, prospects, scripts, settings and
              devices. They get a mail saying so. Confirm with your own password
              {twoFactor ? ' and authenticator code' : ''}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ProofFields
            idPrefix={`remove-${userId}`}
            value={proof}
            onChange={setProof}
            twoFactor={twoFactor}
          />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              Remove member
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
