import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { signWithPasskey } from '@/web/lib/passkeys';

/** No email, no password: the device offers its passkeys for this site and signs the challenge. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await unwrap(api.api.auth.passkey['sign-in-options'].$get());
      const response = await signWithPasskey(options);
      return unwrap(api.api.auth.passkey['sign-in'].$post({ json: { response } }), {
        quiet401: true,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
