import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@/shared/schemas/auth';
import { api, unwrap } from '@/web/lib/api';

/**
 * The form reads the new session itself (SignUpForm), then toasts and moves on: refetching it
 * here as well would let the sign-in page's redirect run before that toast exists.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      unwrap(api.api.auth['sign-up'].email.$post({ json: input }), { quiet401: true }),
  });
}
