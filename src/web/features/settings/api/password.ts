import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
import { postAuth } from '@/web/lib/auth-request';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      postAuth('/change-password', { ...input, revokeOtherSessions: true }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => postAuth('/revoke-sessions', {}) });
}
