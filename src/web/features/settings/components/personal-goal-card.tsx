import { useState, type FormEvent } from 'react';
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
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { usePersonalGoal, useSetPersonalGoal } from '../api/personal-goal';

const belowMessage = (least: number) =>
  `Your goal can't be below the community's goal of ${least} DMs a day.`;

/** The member's own daily goal: the community's, or higher if they choose. */
export function PersonalGoalCard() {
  const goal = usePersonalGoal();
  const save = useSetPersonalGoal();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  if (!goal.data) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Daily goal</CardTitle>
        </CardHeader>
        <CardContent>
          <Skeleton className="h-16" />
        </CardContent>
      </Card>
    );
  }
  const { communityGoal, personalGoal } = goal.data;
  const value = draft ?? (personalGoal === null ? '' : String(personalGoal));

  const submit = async (next: number | null) => {
    // The schema with zod on the first save, not before the page paints (lazy-resolver.ts).
    const { personalGoalInput } = await import('@/shared/schemas/goal');
    const parsed = personalGoalInput.safeParse({ personalGoal: next });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (next !== null && next < communityGoal) return setError(belowMessage(communityGoal));
    setError(undefined);
    save.mutate(next, {
      onSuccess: (answer) => {
        setDraft(null);
        notify.success('Saved!', `Your daily goal is ${answer.goal} DMs from today.`);
      },
      onError: (failure) => {
        const message = errorMessage(failure, 'Failed to save your goal.');
        setError(message);
        notify.error('Error', message);
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(value.trim() === '' ? null : Number(value));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Daily goal</CardTitle>
        <CardDescription>
          The community's goal for you is {communityGoal} DMs a day. You may set a higher goal for
          yourself from today on; past days keep the goal they had.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="settings-goal"
            label="My daily goal (DMs)"
            hint={`At least ${communityGoal}. Leave empty to follow the community's goal.`}
            error={error}
          >
            <Input
              id="settings-goal"
              type="number"
              inputMode="numeric"
              min={communityGoal}
              placeholder={String(communityGoal)}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'settings-goal-error' : 'settings-goal-hint'}
              onChange={(event) => setDraft(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              Save goal
            </Button>
            {personalGoal !== null ? (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => void submit(null)}
              >
                Use the community's goal
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
