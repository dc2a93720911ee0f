import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

const statusKey = ['two-factor'] as const;

/** Whether the signed-in member has 2FA on, from better-auth's session answer. */
export function useTwoFactorOn() {
  return useQuery({
    queryKey: statusKey,
    queryFn: async () => {
      const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
      const body = (await response.json()) as { user?: { twoFactorEnabled?: boolean } } | null;
      return body?.user?.twoFactorEnabled === true;
    },
  });
}

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
    onSuccess: () => queryClient.setQueryData(statusKey, true),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(api.api.auth['two-factor'].disable.$post({ json: { password } })),
    onSuccess: () => queryClient.setQueryData(statusKey, false),
  });
}
