import type { ScriptRequest } from '@/shared/schemas/scripts';
import { NO_SCRIPT_TO_SAVE } from '@/shared/schemas/script-messages';
import { ApiError } from '@/web/lib/api';
import { useMe } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useSaveScript } from '../api/save-script';
import type { ScriptStream } from '../api/stream-script';
import { saveInput } from '../utils/script-request';

/** Save Script with its checks and toasts (docs/product.md, DM Script Generator). */
export function useSaveGenerated(basis: ScriptRequest | null, stream: ScriptStream) {
  const me = useMe();
  const save = useSaveScript();
  const onSave = () => {
    if (!basis || !stream.result || stream.streaming) {
      notify.error('No Script to Save', NO_SCRIPT_TO_SAVE);
      return;
    }
    if (!me.data) {
      notify.error('Authentication Required', 'Please log in to save scripts.');
      return;
    }
    save.mutate(saveInput(basis, stream.result), {
      onSuccess: () => notify.success('Script Saved!', 'You can find it under Saved Scripts.'),
      onError: (error) =>
        error instanceof ApiError && error.status === 401
          ? notify.error('Authentication Required', 'Please log in to save scripts.')
          : notify.error('Save Failed', 'Failed to save script. Please try again.'),
    });
  };
  return { onSave, saving: save.isPending };
}
