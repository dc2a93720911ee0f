import { useMutation } from '@tanstack/react-query';
import type { ExtensionConnectInput } from '@/shared/schemas/extension';
import { api, unwrap } from '@/web/lib/api';

/** The connect page's approval: a one-time code for the extension's tab. */
export function useApproveConnect() {
  return useMutation({
    mutationFn: (json: ExtensionConnectInput) => unwrap(api.api.extension.connect.$post({ json })),
  });
}
