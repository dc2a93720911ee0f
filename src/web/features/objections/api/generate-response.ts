import { useMutation } from '@tanstack/react-query';
import type { GenerateObjectionInput, ObjectionResponse } from '@/shared/schemas/objections';
import { api, unwrap, type ApiErrorBody } from '@/web/lib/api';

export function useGenerateResponse() {
  return useMutation({
    mutationFn: (input: GenerateObjectionInput) =>
      unwrap<ObjectionResponse | ApiErrorBody>(api.api.objections.generate.$post({ json: input })),
  });
}
