import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@/shared/schemas/auth';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      unwrap(api.api.auth['sign-up'].email.$post({ json: input }), { quiet401: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
