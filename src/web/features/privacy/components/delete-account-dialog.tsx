import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { errorMessage } from '@/web/lib/api';
import { ProofFields, proofBody } from '@/web/lib/proof-fields';
import { notify } from '@/web/lib/toast';
import { useTwoFactorOn } from '@/web/lib/two-factor-status';
import { useDeleteAccount } from '../api/delete-account';

const EMPTY = { password: '', code: '' };

/** ‘Delete your account?’: the fresh proof, then every row goes and the landing page opens. */
export default function DeleteAccountDialog({ open, onOpenChange }: OnDemandDialogProps) {
  const navigate = useNavigate();
  const twoFactor = useTwoFactorOn().data === true;
  const remove = useDeleteAccount();
  const [proof, setProof] = useState(EMPTY);

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setProof(EMPTY);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(proofBody(proof));
      notify.success('Account deleted', 'Your account and all its data are gone.');
      navigate(paths.home, { replace: true });
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to delete your account.'));
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Everything in it goes for good. Download your data first if you want a copy.
              {twoFactor
                ? ' Enter your password and the code from your authenticator app.'
                : ' Enter your password to confirm.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ProofFields
            idPrefix="delete-account"
            value={proof}
            onChange={setProof}
            twoFactor={twoFactor}
          />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              Delete account
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
