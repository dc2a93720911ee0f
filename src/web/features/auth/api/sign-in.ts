import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@/shared/schemas/auth';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      unwrap(api.api.auth['sign-in'].email.$post({ json: input }), { quiet401: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
