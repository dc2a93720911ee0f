import { useMutation } from '@tanstack/react-query';
import { postAuth } from '@/web/lib/auth-request';
import { paths } from '@/shared/paths';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      postAuth('/request-password-reset', { email, redirectTo: paths.resetPassword }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      postAuth('/reset-password', { token, newPassword }),
  });
}
