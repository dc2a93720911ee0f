import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Badge } from '@/web/components/ui/badge';
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
import { notify } from '@/web/lib/toast';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
  type TwoFactorSetup,
} from '../api/two-factor';
import { useTwoFactorOn } from '@/web/lib/two-factor-status';
import { BackupCodes } from './backup-codes';

const QrImage = lazy(() => import('./qr-image'));

type Step = 'idle' | 'password' | 'scan' | 'codes' | 'disable' | 'renew' | 'renewed';

/** Settings → Security: an authenticator app (TOTP) as a second step at sign-in. */
export function TwoFactorCard() {
  const on = useTwoFactorOn();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [renewedCodes, setRenewedCodes] = useState<string[]>([]);
  const key = setup ? (new URL(setup.totpURI).searchParams.get('secret') ?? '') : '';

  const run = (action: () => Promise<void>, failure: string) => async (event: FormEvent) => {
    event.preventDefault();
    try {
      await action();
    } catch (error) {
      notify.error('Error', errorMessage(error, failure));
    }
  };
  const reset = () => {
    setStep('idle');
    setPassword('');
    setCode('');
    setSetup(null);
    setRenewedCodes([]);
  };

  const passwordField = (
    <Field id="two-factor-password" label="Your password">
      <Input
        id="two-factor-password"
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </Field>
  );
  const cancel = (
    <Button type="button" variant="ghost" onClick={reset}>
      Cancel
    </Button>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-factor authentication
          {on.data !== undefined ? (
            <Badge variant={on.data ? 'default' : 'secondary'}>{on.data ? 'On' : 'Off'}</Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          After your password, sign-in asks for a code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step === 'idle' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant={on.data ? 'outline' : 'default'}
              disabled={on.data === undefined}
              onClick={() => setStep(on.data ? 'disable' : 'password')}
            >
              {on.data ? 'Turn off two-factor' : 'Turn on two-factor'}
            </Button>
            {on.data ? (
              <Button type="button" variant="outline" onClick={() => setStep('renew')}>
                New backup codes
              </Button>
            ) : null}
          </div>
        ) : null}

        {step === 'password' ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={run(async () => {
              setSetup(await enable.mutateAsync(password));
              setPassword('');
              setStep('scan');
            }, 'Could not start the set-up.')}
          >
            {passwordField}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={enable.isPending || !password}>
                Continue
              </Button>
              {cancel}
            </div>
          </form>
        ) : null}

        {step === 'scan' && setup ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={run(async () => {
              await confirm.mutateAsync(code.trim());
              setStep('codes');
            }, 'Could not check the code.')}
          >
            <p className="text-sm">
              Scan this QR code with your authenticator app (Google Authenticator, 1Password,
              Authy…), or enter the key by hand.
            </p>
            <Suspense fallback={<div className="size-40 rounded-md bg-muted" />}>
              <QrImage text={setup.totpURI} label="QR code for your authenticator app" />
            </Suspense>
            {/* A phone cannot scan its own screen: the otpauth:// link opens the app instead. */}
            <Button
              asChild
              variant="outline"
              className="hidden justify-self-start max-sm:inline-flex pointer-coarse:inline-flex"
            >
              <a href={setup.totpURI}>Open in your authenticator app</a>
            </Button>
            <p className="text-sm">
              Key: <code className="font-mono break-all select-all">{key}</code>
            </p>
            <Field id="two-factor-code" label="Code from the app">
              <Input
                id="two-factor-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={confirm.isPending || !code.trim()}>
                Turn on
              </Button>
              {cancel}
            </div>
          </form>
        ) : null}

        {step === 'codes' && setup ? (
          <BackupCodes codes={setup.backupCodes} onDone={reset} />
        ) : null}

        {step === 'renew' ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={run(async () => {
              setRenewedCodes((await regenerate.mutateAsync(password)).backupCodes);
              setPassword('');
              setStep('renewed');
            }, 'Could not make new backup codes.')}
          >
            <p className="text-sm">New backup codes replace the old ones, used or not.</p>
            {passwordField}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={regenerate.isPending || !password}>
                Make new codes
              </Button>
              {cancel}
            </div>
          </form>
        ) : null}

        {step === 'renewed' ? <BackupCodes codes={renewedCodes} renewed onDone={reset} /> : null}

        {step === 'disable' ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={run(async () => {
              await disable.mutateAsync(password);
              notify.success('Two-factor is off', 'Sign-in asks for your password only.');
              reset();
            }, 'Could not turn two-factor off.')}
          >
            {passwordField}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={disable.isPending || !password}>
                Turn off
              </Button>
              {cancel}
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
