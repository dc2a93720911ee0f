import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { createPasskey } from '@/web/lib/passkeys';
import { settingsKeys } from './keys';

export function usePasskeys() {
  return useQuery({
    queryKey: settingsKeys.passkeys,
    queryFn: () => unwrap(api.api.security.passkeys.$get()),
  });
}

/** The server's challenge, this device's authenticator, then the server checks its answer. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await unwrap(api.api.security.passkeys['register-options'].$get());
      const response = await createPasskey(options);
      return unwrap(
        api.api.security.passkeys.$post({
          json: { name, response },
        }),
      );
    },
    // The security activity gains "Passkey added" too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap(api.api.security.passkeys[':id'].$patch({ param: { id }, json: { name } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.security.passkeys[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys }),
  });
}
