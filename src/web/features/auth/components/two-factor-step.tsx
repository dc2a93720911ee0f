import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useVerifySignInCode } from '../api/two-factor';

/** After the password, when 2FA is on: the app's code or a backup code, then signed in. */
export function TwoFactorStep({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const verify = useVerifySignInCode();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await verify.mutateAsync({ backup, code: code.trim(), trustDevice });
      onSignedIn();
    } catch (error) {
      notify.error('Sign in failed', errorMessage(error, 'Could not reach the server. Try again.'));
      if (error instanceof Error && /password again/.test(error.message)) onBack();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field
        id="signin-code"
        label={backup ? 'Backup code' : 'Authentication code'}
        hint={
          backup
            ? 'One of the codes you saved when you turned on two-factor. Each works once.'
            : 'The 6-digit code from your authenticator app.'
        }
      >
        <Input
          id="signin-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          placeholder={backup ? 'abcde-12345' : '123456'}
          aria-describedby="signin-code-hint"
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" disabled={verify.isPending || !code.trim()} className="w-full">
        {verify.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setBackup(!backup);
            setCode('');
          }}
        >
          {backup ? 'Use the authenticator app' : 'Use a backup code'}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
