import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { errorMessage } from '@/web/lib/api';
import { formatCount } from '@/web/lib/format';
import { notify } from '@/web/lib/toast';
import { useEditProspect } from '../api/edit-prospect';
import { cadenceText } from '../utils/follow-up-text';

const MAX_FOLLOW_UPS = 10;

/** What the editor starts from: the prospect's own cadence, or the community's in force. */
export const cadenceKey = (prospect: Pick<Prospect, 'cadence' | 'cadenceInForce'>) =>
  `${prospect.cadence?.join(',') ?? 'community'}|${prospect.cadenceInForce.join(',')}`;

/** Checks the days with the schema PATCH /api/prospects/:id checks; the first problem, or the days. */
async function checkCadence(values: string[]) {
  const { cadence } = await import('@/shared/schemas/prospects');
  const parsed = cadence.safeParse(
    values.map((value) => (value.trim() === '' ? Number.NaN : Number(value))),
  );
  return parsed.success
    ? { days: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Check the follow-up days' };
}

/**
 * The prospect's follow-up cadence: the community's (shown while it applies) or, with 'Use my
 * own cadence', the days after the first DM the member types, checked by the shared schema.
 * Keyed by the saved cadence (`cadenceKey`), so a save starts it again from what the server has.
 */
export function CadenceEditor({
  prospect,
  communityCadence,
}: {
  prospect: Prospect;
  /** The community's days, said beside the prospect's own. */
  communityCadence: number[];
}) {
  const edit = useEditProspect();
  const saved = (prospect.cadence ?? prospect.cadenceInForce).map(String);
  const [own, setOwn] = useState(prospect.cadence !== null);
  const [days, setDays] = useState(saved);
  const [error, setError] = useState<string>();

  const changed =
    own !== (prospect.cadence !== null) || (own && days.join(',') !== saved.join(','));

  const save = async () => {
    const checked = own ? await checkCadence(days) : { days: null };
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    try {
      await edit.mutateAsync({ id: prospect.id, changes: { cadence: checked.days } });
      notify.success('Saved!', 'Follow-up cadence saved.');
    } catch (failure) {
      notify.error('Error', errorMessage(failure, 'Failed to update prospect.'));
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {prospect.cadence === null
          ? `Follows the community’s cadence: ${cadenceText(prospect.cadenceInForce)}.`
          : `Its own cadence: ${cadenceText(prospect.cadence)} (the community’s: ${cadenceText(communityCadence)}).`}
      </p>
      <div className="flex items-center gap-3">
        <Switch id="own-cadence" checked={own} onCheckedChange={setOwn} />
        <Label htmlFor="own-cadence">Use my own cadence</Label>
      </div>
      {own ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Follow-up days after the first DM</legend>
          <div className="flex flex-wrap gap-2">
            {days.map((value, index) => (
              <div key={index} className="flex items-center gap-1">
                <Label htmlFor={`cadence-day-${index}`} className="sr-only">
                  Follow-up {formatCount(index + 1)}, day
                </Label>
                <Input
                  id={`cadence-day-${index}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  className="w-20"
                  value={value}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'cadence-error' : undefined}
                  onChange={(event) => {
                    setDays(days.map((day, at) => (at === index ? event.target.value : day)));
                    setError(undefined);
                  }}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  disabled={days.length === 1}
                  aria-label={`Remove follow-up ${formatCount(index + 1)}`}
                  onClick={() => setDays(days.filter((_, at) => at !== index))}
                >
                  <X aria-hidden />
                </Button>
              </div>
            ))}
          </div>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={days.length >= MAX_FOLLOW_UPS}
              onClick={() => setDays([...days, ''])}
            >
              <Plus aria-hidden />
              Add a follow-up
            </Button>
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id="cadence-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {changed ? (
        <div className="flex justify-end">
          <Button size="sm" onClick={() => void save()} disabled={edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save cadence'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
