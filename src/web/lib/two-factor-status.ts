import { useQuery } from '@tanstack/react-query';

export const twoFactorStatusKey = ['two-factor'] as const;

/**
 * Whether the signed-in member has 2FA on, from better-auth's session answer. Here rather than
 * in Settings: the Admin Panel asks too, and a module both pages import would be a chunk of its own.
 */
export function useTwoFactorOn() {
  return useQuery({
    queryKey: twoFactorStatusKey,
    queryFn: async () => {
      const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
      const body = (await response.json()) as { user?: { twoFactorEnabled?: boolean } } | null;
      return body?.user?.twoFactorEnabled === true;
    },
  });
}
