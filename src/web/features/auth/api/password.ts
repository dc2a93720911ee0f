import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
import { ApiError, retryingFetch, type ApiErrorBody } from '@/web/lib/api';
import { paths } from '@/web/lib/paths';

/** better-auth endpoints outside the typed client: POST JSON, throw ApiError on failure. */
async function postAuth(path: string, body: unknown): Promise<void> {
  const response = await retryingFetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  const error = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  throw new ApiError(
    response.status,
    error?.error?.code ?? 'auth_error',
    error?.error?.message ?? `Request failed (${response.status})`,
  );
}

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

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      postAuth('/change-password', { ...input, revokeOtherSessions: true }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => postAuth('/revoke-sessions', {}) });
}
