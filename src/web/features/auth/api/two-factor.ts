import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupCodeInput, TotpCodeInput } from '@/shared/schemas/two-factor';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';

/** The second step of a sign-in with 2FA on: a code from the app, or a backup code. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ backup, ...input }: (TotpCodeInput | BackupCodeInput) & { backup: boolean }) =>
      unwrap(
        backup
          ? api.api.auth['two-factor']['verify-backup-code'].$post({ json: input })
          : api.api.auth['two-factor']['verify-totp'].$post({ json: input }),
        { quiet401: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
