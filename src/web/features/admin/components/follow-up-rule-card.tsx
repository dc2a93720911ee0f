import { useState } from 'react';
import { cadenceInputText, parseCadenceText } from '@/shared/domain/cadence';
import type { FollowUpRule } from '@/shared/schemas/follow-up-rule';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Switch } from '@/web/components/ui/switch';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useFollowUpRule, useSetFollowUpRule } from '../api/follow-up-rule';

/** The form once the rule is known: what counts toward the goal, and the default cadence. */
function FollowUpRuleForm({ rule }: { rule: FollowUpRule }) {
  const save = useSetFollowUpRule();
  const [followUpsCount, setFollowUpsCount] = useState(rule.followUpsCount);
  const [cadence, setCadence] = useState(cadenceInputText(rule.cadence));
  const [error, setError] = useState<string>();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load on the first save, not with the page.
    const { followUpRuleInput } = await import('@/shared/schemas/follow-up-rule');
    const parsed = followUpRuleInput.safeParse({
      followUpsCount,
      cadence: parseCadenceText(cadence),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () =>
        notify.success(
          'Saved!',
          parsed.data.followUpsCount
            ? 'Follow-ups now count toward every member’s daily goal, past days too.'
            : 'Only new DMs count toward the daily goal now, past days too.',
        ),
      onError: (failure) =>
        notify.error('Error', errorMessage(failure, 'Failed to save the follow-up rule.')),
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="follow-ups-count">Follow-ups count toward the daily goal</Label>
          <p id="follow-ups-count-hint" className="text-sm text-muted-foreground">
            Off: only a first DM to a new prospect counts. On: every DM counts. Streaks and days at
            goal are recounted, past days too.
          </p>
        </div>
        <Switch
          id="follow-ups-count"
          checked={followUpsCount}
          onCheckedChange={setFollowUpsCount}
          aria-describedby="follow-ups-count-hint"
        />
      </div>
      <Field
        id="follow-up-cadence"
        label="Follow-up days (after the first DM)"
        hint="For example 3, 7, 14: follow up on day 3, day 7 and day 14. A member may set their own per prospect."
        error={error}
      >
        <Input
          id="follow-up-cadence"
          inputMode="numeric"
          value={cadence}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'follow-up-cadence-error' : 'follow-up-cadence-hint'}
          onChange={(event) => setCadence(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save follow-up rule
        </Button>
      </div>
    </form>
  );
}

/** The coach's follow-up rule (docs/decisions/0132-prospects.md). */
export function FollowUpRuleCard() {
  const current = useFollowUpRule();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Follow-ups</CardTitle>
        <CardDescription>
          New DMs and follow-ups are always counted apart. Choose what counts toward the goal, and
          when members are reminded to follow up.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.data ? <FollowUpRuleForm rule={current.data} /> : <Skeleton className="h-32" />}
      </CardContent>
    </Card>
  );
}
