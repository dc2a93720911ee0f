import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { deviceLabel } from '@/shared/domain/user-agent';
import type { PasskeySummary } from '@/shared/schemas/passkey';
import {
  AlertDialog,
  AlertDialogAction,
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
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { passkeyPromptMessage, passkeysAvailable, PASSKEYS_NEED_HTTPS } from '@/web/lib/passkeys';
import { notify } from '@/web/lib/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { formatDateTime } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';

/** This device as a passkey's first name: "Chrome on macOS". */
function thisDevice() {
  const { browser, system } = deviceLabel(navigator.userAgent);
  return `${browser} on ${system}`;
}

function PasskeyItem({ passkey }: { passkey: PasskeySummary }) {
  const timeZone = useTimeZone();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState<string | null>(null);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename.mutateAsync({ id: passkey.id, name: name ?? '' });
      setName(null);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to rename the passkey.'));
    }
  };
  const removeIt = async () => {
    try {
      await remove.mutateAsync(passkey.id);
      notify.success('Passkey removed', `${passkey.name} no longer signs you in.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to remove the passkey.'));
    }
  };

  if (name !== null) {
    const id = `passkey-name-${passkey.id}`;
    return (
      <li className="py-3">
        <form onSubmit={saveName} noValidate className="flex flex-wrap items-end gap-2">
          <Field id={id} label="Passkey name" className="min-w-0 flex-1">
            <Input
              id={id}
              autoFocus
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={rename.isPending || !name.trim()}>
            Save
          </Button>
          <Button type="button" variant="ghost" onClick={() => setName(null)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={passkey.name}>
      <KeyRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{passkey.name}</p>
        <p className="text-sm text-muted-foreground">
          Added {formatDateTime(passkey.createdAt, timeZone)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setName(passkey.name)}
        aria-label={`Rename ${passkey.name}`}
      >
        Rename
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove this passkey?</AlertDialogTitle>
            <AlertDialogDescription>
              {passkey.name} will no longer sign you in. Your password still does.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={removeIt}>Remove passkey</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

/** Settings → Security: passkeys sign the member in without a password. */
export function PasskeysCard() {
  const { data, isPending } = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState(thisDevice);
  const available = passkeysAvailable();

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync(name.trim());
      notify.success('Passkey added', `${name.trim()} can now sign you in.`);
    } catch (error) {
      notify.error(
        'Passkey not added',
        passkeyPromptMessage(error) ?? errorMessage(error, 'Failed to add the passkey.'),
      );
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        <CardDescription>
          Sign in with this device&apos;s fingerprint, face or screen lock instead of a password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <Skeleton className="h-16" />
        ) : data?.passkeys.length ? (
          <ul className="divide-y" aria-label="Passkeys">
            {data.passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No passkeys yet.</p>
        )}
        {available ? (
          <form onSubmit={onAdd} noValidate className="flex flex-wrap items-end gap-2">
            <Field id="new-passkey-name" label="Name for a new passkey" className="min-w-0 flex-1">
              <Input
                id="new-passkey-name"
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <Button type="submit" disabled={add.isPending || !name.trim()}>
              <KeyRound aria-hidden />
              Add a passkey
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">{PASSKEYS_NEED_HTTPS}</p>
        )}
      </CardContent>
    </Card>
  );
}
