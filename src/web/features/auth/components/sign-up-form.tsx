import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@/shared/schemas/auth';
import { PASSWORD_MIN } from '@/shared/domain/password';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { paths } from '@/shared/paths';
import { notify } from '@/web/lib/toast';
import { meQueryOptions } from '@/web/lib/me';
import { signedUpState } from '@/web/lib/welcome';
import { useSignUp } from '../api/sign-up';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/auth').then((schemas) => schemas.signUpInput),
);

const fields = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
  { name: 'industry', label: 'Industry', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

export function SignUpForm({ onNeedsSignIn }: { onNeedsSignIn: () => void }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  const form = useForm<SignUpInput>({
    resolver,
    defaultValues: { name: '', company: '', industry: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      // With email verification on (the server has SMTP), there is no session until the link
      // is opened: only then is there an email to check.
      if (!me) {
        notify.success(
          'Account created successfully!',
          'Check your email to verify your account. Your application is pending approval.',
        );
        onNeedsSignIn();
        return;
      }
      // A pending account is told where it stands by the neutral standing notice
      // (auth-state-toasts.tsx) and the pending panel; the first account is the admin.
      if (me.profile.approvalStatus === 'approved') {
        notify.success(
          'Account created successfully!',
          'Your account is ready: you are this community’s admin.',
        );
      }
      navigate(paths.dashboard, { state: signedUpState });
    } catch (error) {
      notify.error('Sign up failed', errorMessage(error, 'Could not reach the server. Try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`signup-${field.name}`}
          label={field.label}
          error={errors[field.name]?.message}
        >
          <Input
            id={`signup-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            aria-invalid={Boolean(errors[field.name])}
            {...form.register(field.name)}
          />
        </Field>
      ))}
      <Field id="signup-password" label="Password" error={errors.password?.message}>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          placeholder={`Minimum ${PASSWORD_MIN} characters`}
          required
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
