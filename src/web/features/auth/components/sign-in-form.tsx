import { lazy, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { SignInInput } from '@/shared/schemas/auth';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';
import { errorMessage } from '@/web/lib/api';
import { continuePath } from '@/web/lib/continue-path';
import { notify } from '@/web/lib/toast';
import { useSignIn } from '../api/sign-in';
import { PasskeySignIn } from './passkey-sign-in';
import { EmailCodeStep } from './email-code-step';
import { TwoFactorStep } from './two-factor-step';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/auth').then((schemas) => schemas.signInInput),
);

const loadForgotPassword = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(loadForgotPassword);

export function SignInForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const [askCode, setAskCode] = useState(false);
  // The account is under attack: this new device also needs the code mailed to its address.
  const [askEmailCode, setAskEmailCode] = useState<SignInInput | null>(null);
  const signedIn = () => navigate(continuePath(search));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = (await signIn.mutateAsync(values)) as {
        twoFactorRedirect?: boolean;
        emailCodeRequired?: boolean;
      } | null;
      if (answer?.twoFactorRedirect) return setAskCode(true);
      if (answer?.emailCodeRequired) return setAskEmailCode(values);
      signedIn();
    } catch (error) {
      notify.error('Sign in failed', errorMessage(error, 'Could not reach the server. Try again.'));
    }
  });

  if (askCode) return <TwoFactorStep onSignedIn={signedIn} onBack={() => setAskCode(false)} />;
  if (askEmailCode) {
    return (
      <EmailCodeStep
        credentials={askEmailCode}
        onSignedIn={signedIn}
        onBack={() => setAskEmailCode(null)}
      />
    );
  }

  // The reset dialog sits outside the form: its own submit must not bubble into sign-in.
  return (
    <div className="grid gap-3">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field id="signin-email" label="Email" error={errors.email?.message}>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </Field>
        <Field id="signin-password" label="Password" error={errors.password?.message}>
          <Input
            id="signin-password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
        </Field>
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <PasskeySignIn onSignedIn={signedIn} />
      <OnDemandDialog
        preload={loadForgotPassword}
        trigger={(props) => (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto justify-self-center p-0"
            {...props}
          >
            Forgot password?
          </Button>
        )}
      >
        {(dialog) => <ForgotPasswordDialog {...dialog} />}
      </OnDemandDialog>
    </div>
  );
}
