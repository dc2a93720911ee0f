import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { twoFactorStatusKey as statusKey } from '@/web/lib/two-factor-status';

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(
        api.api.auth['two-factor'].enable.$post({ json: { password } }),
      ) as Promise<TwoFactorSetup>,
  });
}

/** The first code from the app proves the set-up; only then is 2FA on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      unwrap(api.api.auth['two-factor']['verify-totp'].$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(api.api.auth['two-factor'].disable.$post({ json: { password } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** New backup codes after the password; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(
        api.api.auth['two-factor']['generate-backup-codes'].$post({ json: { password } }),
      ) as Promise<{ backupCodes: string[] }>,
  });
}
