import { useState, type FormEvent } from 'react';
import type { SignInInput } from '@/shared/schemas/auth';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useSignIn } from '../api/sign-in';

/**
 * After the password, on a new device while many wrong passwords are tried on the account
 * (docs/decisions/0134-sign-in-under-attack.md): the code mailed to the account's address.
 */
export function EmailCodeStep({
  credentials,
  onSignedIn,
  onBack,
}: {
  credentials: SignInInput;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const signIn = useSignIn();
  const [code, setCode] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await signIn.mutateAsync({ ...credentials, emailCode: code.trim() });
      onSignedIn();
    } catch (error) {
      notify.error('Sign in failed', errorMessage(error, 'Could not reach the server. Try again.'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Many wrong passwords were tried on this account, so a new device needs a code as well. If
        your password was right, we emailed you a 6-digit code.
      </p>
      <Field
        id="signin-email-code"
        label="Code from your email"
        hint="It works once, within 15 minutes."
      >
        <Input
          id="signin-email-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          aria-describedby="signin-email-code-hint"
        />
      </Field>
      <Button type="submit" disabled={signIn.isPending || !code.trim()} className="w-full">
        {signIn.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
