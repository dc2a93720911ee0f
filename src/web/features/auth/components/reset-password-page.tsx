import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type { ResetPasswordInput } from '@/shared/schemas/auth';
import { Logo } from '@/web/components/logo';
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
import { paths } from '@/shared/paths';
import { notify } from '@/web/lib/toast';
import { useResetPassword } from '../api/password';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/auth').then((schemas) => schemas.resetPasswordInput),
);

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, newPassword });
      notify.success('Password changed', 'Sign in with your new password.');
      navigate(paths.auth, { replace: true });
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Could not reset the password. Please try again.'));
    }
  });

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-3 py-10">
      <Link to={paths.home} aria-label="DM Sprint home">
        <Logo />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-xl">Choose a new password</CardTitle>
          <CardDescription>
            {token || params.get('error')
              ? 'Minimum 8 characters.'
              : 'This link is incomplete. Ask for a new one from the sign-in page.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {params.get('error') ? (
            <p role="alert" className="mb-4 text-sm text-destructive">
              This reset link is invalid or has expired. Ask for a new one from the sign-in page.
            </p>
          ) : null}
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <Field id="reset-password" label="New password" error={errors.newPassword?.message}>
              <Input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                placeholder="Minimum 8 characters"
                {...form.register('newPassword')}
              />
            </Field>
            <Field
              id="reset-confirm"
              label="Confirm new password"
              error={errors.confirmPassword?.message}
            >
              <Input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            </Field>
            <Button type="submit" disabled={!token || reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
            <Button asChild variant="link">
              <Link to={paths.auth}>Back to sign in</Link>
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
