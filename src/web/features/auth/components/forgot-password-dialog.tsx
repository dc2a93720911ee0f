import { useForm } from 'react-hook-form';
import type { ForgotPasswordInput } from '@/shared/schemas/auth';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useRequestPasswordReset } from '../api/password';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/auth').then((schemas) => schemas.forgotPasswordInput),
);

/** Reset your password: opened from the sign-in form, in a chunk of its own. */
export default function ForgotPasswordDialog({ open, onOpenChange }: OnDemandDialogProps) {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      // The same answer whether or not the address has an account.
      notify.success(
        'Check your email',
        'If an account uses that address, a reset link is on its way.',
      );
      onOpenChange(false);
      form.reset();
    } catch (error) {
      notify.error(
        'Error',
        errorMessage(error, 'Could not send the reset link. Please try again.'),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>We'll email you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="forgot-email" label="Email" error={form.formState.errors.email?.message}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              {...form.register('email')}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
