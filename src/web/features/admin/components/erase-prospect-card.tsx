import { useState, type FormEvent } from 'react';
import { Eraser } from 'lucide-react';
import type { ErasureCount } from '@/shared/schemas/privacy';
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
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { plural } from '@/web/lib/format';
import { notify } from '@/web/lib/toast';
import { useErasurePreview, useEraseProspect } from '../api/erase-prospect';

/** '3 DMs in 2 members’ logs'. */
const howMuch = ({ dms, members }: ErasureCount) =>
  `${plural(dms, 'DM')} in ${plural(members, 'member’s', 'members’')} logs`;

/**
 * Admin → Community → Erase a prospect: a person who asks to be forgotten leaves every member's
 * logs (docs/decisions/0133-privacy.md). The count first, then the erasure, then what it took.
 */
export function EraseProspectCard() {
  const preview = useErasurePreview();
  const erase = useEraseProspect();
  const [profileUrl, setProfileUrl] = useState('');
  const [pending, setPending] = useState<ErasureCount | null>(null);
  const [done, setDone] = useState<ErasureCount | null>(null);

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    try {
      const count = await preview.mutateAsync({ profileUrl });
      if (count.dms === 0 && count.members === 0) {
        notify.info('Nothing to erase', 'No member has logged a DM to this profile.');
      } else setPending(count);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to look the prospect up.'));
    }
  };
  const onErase = async () => {
    try {
      const erased = await erase.mutateAsync({ profileUrl });
      setPending(null);
      setDone(erased);
      setProfileUrl('');
      notify.success('Prospect erased', `${howMuch(erased)} were erased.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to erase the prospect.'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Erase a prospect</CardTitle>
        <CardDescription>
          For a person who asks to be forgotten: their DMs, prospect and profiles leave every
          member’s logs. Your security activity keeps the count, not the address.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={onCheck} noValidate className="flex flex-wrap items-end gap-2">
          <Field id="erase-profile-url" label="Profile URL" className="min-w-0 flex-1">
            <Input
              id="erase-profile-url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/…"
              value={profileUrl}
              onChange={(event) => setProfileUrl(event.target.value)}
            />
          </Field>
          <Button
            type="submit"
            variant="outline"
            disabled={preview.isPending || !profileUrl.trim()}
          >
            <Eraser aria-hidden />
            Erase…
          </Button>
        </form>
        {done ? (
          <p role="status" className="text-sm text-muted-foreground">
            Erased: {howMuch(done)}.
          </p>
        ) : null}
        <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Erase this prospect?</AlertDialogTitle>
              <AlertDialogDescription>
                {pending ? howMuch(pending) : ''} will be erased, with their prospects and profiles.
                This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button variant="destructive" disabled={erase.isPending} onClick={onErase}>
                Erase
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
