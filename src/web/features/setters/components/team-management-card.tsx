import { lazy, useEffect } from 'react';
import { UserPlus, Users } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';
import { Skeleton, TextSkeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useSetSetterActive } from '../api/set-setter-active';
import { useSetters } from '../api/list-setters';

const loadAddSetter = () => import('./add-setter-dialog');
const AddSetterDialog = lazy(loadAddSetter);

/**
 * Team Management: the active setter count, Add Setter, and deactivate / reactivate
 * (docs/decisions/0110-setters.md).
 */
export function TeamManagementCard() {
  const setters = useSetters();
  const setActive = useSetSetterActive();
  const list = setters.data?.setters ?? [];
  const active = list.filter((setter) => setter.isActive).length;

  useEffect(() => {
    // A failed setters fetch is only logged (docs/product.md, Logs Manager).
    if (setters.error) console.warn('Failed to load setters', setters.error);
  }, [setters.error]);

  const toggle = (id: string, isActive: boolean, name: string) =>
    setActive.mutate(
      { id, isActive },
      {
        onSuccess: () =>
          notify.success(
            isActive ? 'Setter Reactivated' : 'Setter Deactivated',
            isActive
              ? `${name} is back in the Log DM choices.`
              : `${name} leaves the Log DM choices; their history stays.`,
          ),
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to update setter.')),
      },
    );

  return (
    <Card>
      {/* The button goes under the title where the card is too narrow for both on one line. */}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <Users className="size-4 text-muted-foreground" aria-hidden />
            Team Management
          </CardTitle>
          <CardDescription>
            {setters.data ? (
              <>
                <span className="font-semibold text-foreground tabular-nums">{active}</span> active{' '}
                {active === 1 ? 'setter' : 'setters'}
              </>
            ) : (
              <TextSkeleton className="w-28" />
            )}
          </CardDescription>
        </div>
        <OnDemandDialog
          preload={loadAddSetter}
          trigger={(props) => (
            <Button size="sm" {...props}>
              <UserPlus aria-hidden />
              Add Setter
            </Button>
          )}
        >
          {(dialog) => <AddSetterDialog {...dialog} />}
        </OnDemandDialog>
      </CardHeader>
      <CardContent>
        {setters.isPending ? (
          <Skeleton className="h-16" />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No setters yet. Add the people who send DMs for you.
          </p>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Setters">
            {list.map((setter) => (
              <li
                key={setter.id}
                className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-muted/60"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate text-sm font-medium">{setter.setterName}</span>
                  {setter.isActive ? null : <Badge variant="secondary">Inactive</Badge>}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={setActive.isPending && setActive.variables?.id === setter.id}
                  onClick={() => toggle(setter.id, !setter.isActive, setter.setterName)}
                  aria-label={`${setter.isActive ? 'Deactivate' : 'Reactivate'} ${setter.setterName}`}
                >
                  {setter.isActive ? 'Deactivate' : 'Reactivate'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
