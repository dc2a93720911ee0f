import type { Prospect } from '@/shared/schemas/prospects';
import { errorMessage } from '@/web/lib/api';
import { formatDay } from '@/web/lib/format';
import { notify } from '@/web/lib/toast';
import { useEditProspect } from '../api/edit-prospect';

/** Snooze a prospect's follow-ups until a local day, or (null) end the snooze, with its toasts. */
export function useSnooze() {
  const edit = useEditProspect();
  const snooze = (prospect: Pick<Prospect, 'id' | 'name'>, until: string | null) =>
    edit.mutate(
      { id: prospect.id, changes: { snoozedUntil: until } },
      {
        onSuccess: () =>
          until
            ? notify.success(
                'Snoozed',
                `No follow-up for ${prospect.name} before ${formatDay(until)}.`,
              )
            : notify.success('Snooze ended', `${prospect.name} follows the cadence again.`),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to update prospect.')),
      },
    );
  return { snooze, pending: edit.isPending };
}
