import { useForm } from 'react-hook-form';
import type { GoalRuleInput } from '@/shared/schemas/goal';
import { MAX_SETTERS } from '@/shared/domain/goal';
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
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { notify } from '@/web/lib/toast';
import { useGoalRule, useSetGoalRule } from '../api/goal-rule';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/goal').then((schemas) => schemas.goalRuleInput),
);

/** The coach's rule for the community's daily goal; it applies from each member's today on. */
export function GoalRuleCard() {
  const current = useGoalRule();
  const save = useSetGoalRule();
  const form = useForm<GoalRuleInput>({
    resolver,
    values: current.data?.rule,
  });
  const { errors } = form.formState;
  const [solo, perSetter] = form.watch(['soloGoal', 'goalPerSetter']);
  const onSubmit = form.handleSubmit((rule) =>
    save.mutate(rule, {
      onSuccess: () =>
        notify.success('Saved!', 'The community goal applies from today; past days keep theirs.'),
      onError: (error) =>
        notify.error('Error', errorMessage(error, 'Failed to save the community goal.')),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Community goal</CardTitle>
        <CardDescription>
          The daily DM goal of every member. Members may raise their own, never lower it. A change
          applies from today; past days keep the goal they had.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <Skeleton className="h-24" />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field id="goal-solo" label="Solo goal (DMs a day)" error={errors.soloGoal?.message}>
              <Input
                id="goal-solo"
                type="number"
                inputMode="numeric"
                min={1}
                {...form.register('soloGoal', { valueAsNumber: true })}
              />
            </Field>
            <Field
              id="goal-per-setter"
              label="Goal per setter (DMs a day)"
              error={errors.goalPerSetter?.message}
            >
              <Input
                id="goal-per-setter"
                type="number"
                inputMode="numeric"
                min={1}
                {...form.register('goalPerSetter', { valueAsNumber: true })}
              />
            </Field>
            <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
              {Number.isFinite(solo) && Number.isFinite(perSetter)
                ? `Solo: ${solo} a day. A team of ${MAX_SETTERS} setters: ${solo + perSetter * MAX_SETTERS} a day.`
                : null}
            </p>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                Save community goal
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
