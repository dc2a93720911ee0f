import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
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
import { errorMessage } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { paths } from '@/shared/paths';
import { notify } from '@/web/lib/toast';
import { useChangePassword, useSignOutEverywhere } from '../api/password';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/auth').then((schemas) => schemas.changePasswordInput),
);

export function SecurityCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  const signOutEverywhere = useSignOutEverywhere();
  const form = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      notify.success('Password changed', 'Your other devices were signed out.');
      form.reset();
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to change your password.'));
    }
  });

  const endAllSessions = async () => {
    try {
      await signOutEverywhere.mutateAsync();
      queryClient.setQueryData(meKey, null);
      navigate(paths.auth, { replace: true });
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to sign out everywhere.'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Change your password or end every session you have open.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field
            id="current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </Field>
          <Field id="new-password" label="New password" error={errors.newPassword?.message}>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              placeholder="Minimum 8 characters"
              {...form.register('newPassword')}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={changePassword.isPending}>
              Change password
            </Button>
          </div>
        </form>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" className="w-fit">
              <LogOut aria-hidden />
              Sign out everywhere
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Sign out everywhere?</AlertDialogTitle>
              <AlertDialogDescription>
                Every session on every device ends, this one included.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={endAllSessions}>Sign out everywhere</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
