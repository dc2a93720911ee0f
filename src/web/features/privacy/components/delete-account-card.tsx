import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { paths } from '@/shared/paths';
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
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api';
import { ProofFields, proofBody } from '@/web/lib/proof-fields';
import { notify } from '@/web/lib/toast';
import { useTwoFactorOn } from '@/web/lib/two-factor-status';
import { useDeleteAccount } from '../api/delete-account';

const EMPTY = { password: '', code: '' };

/** Settings → Danger zone: the account and every row of it go, after a fresh proof. */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const twoFactor = useTwoFactorOn().data === true;
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState(EMPTY);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
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
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Danger zone</CardTitle>
        <CardDescription>
          Delete your account and everything in it: your DMs, prospects, scripts, objections,
          settings, passkeys and devices. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={onOpenChange}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              Delete my account
            </Button>
          </AlertDialogTrigger>
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
      </CardContent>
    </Card>
  );
}
