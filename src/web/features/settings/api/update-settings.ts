import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsInput } from '@/shared/schemas/profile';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsInput) => unwrap(api.api.settings.$patch({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
