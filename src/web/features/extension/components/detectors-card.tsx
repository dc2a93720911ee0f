import { useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import type { DetectorsConfig } from '@/shared/extension/detectors';
import { errorMessage } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useDetectors, useResetDetectors, useSaveDetectors } from '../api/detectors';

/**
 * Admin → Community → Extension detectors: the coach replaces what the extension looks for on
 * the platforms' pages (configuration, never code), without a new release.
 */
export default function DetectorsCard() {
  const { data } = useDetectors();
  const save = useSaveDetectors();
  const reset = useResetDetectors();
  const timeZone = useTimeZone();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (data ? JSON.stringify(data.detectors, null, 2) : '');

  async function onSave() {
    let parsed: DetectorsConfig;
    try {
      parsed = JSON.parse(text) as DetectorsConfig;
    } catch {
      notify.error('Error', 'This is not valid JSON.');
      return;
    }
    try {
      await save.mutateAsync(parsed);
      setDraft(null);
      notify.success('Detectors saved', 'Every extension picks them up within an hour.');
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to save the detectors.'));
    }
  }

  async function onReset() {
    try {
      await reset.mutateAsync();
      setDraft(null);
      notify.success('Detectors reset', 'The extensions use the built-in detectors again.');
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to reset the detectors.'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Extension detectors
          {data ? (
            <Badge variant={data.source === 'coach' ? 'default' : 'secondary'}>
              {data.source === 'coach' && data.updatedAt
                ? `Yours since ${formatDateTime(data.updatedAt, timeZone)}`
                : 'Built-in'}
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          What the browser extension looks for on each platform’s messaging pages: ordered lists of
          selectors and request names. When a platform changes its page, paste the updated
          configuration here: every member’s extension picks it up within an hour, without a new
          release. Configuration only, never code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="detectors-json">Detectors (JSON)</Label>
        <Textarea
          id="detectors-json"
          className="min-h-64 font-mono text-xs"
          spellCheck={false}
          value={text}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void onSave()} disabled={!data || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save detectors'}
          </Button>
          <Button
            variant="outline"
            onClick={() => void onReset()}
            disabled={data?.source !== 'coach' || reset.isPending}
          >
            Back to the built-in ones
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
