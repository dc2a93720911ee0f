import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useIsMutating } from '@tanstack/react-query';
import { CalendarCheck, FileText, MessageCircleReply, Send, Target, Trophy } from 'lucide-react';
import { memberGoal } from '@/shared/domain/goal';
import { goalProgress, remainingText } from '@/shared/domain/progress';
import type { SetterToday, TrackerToday } from '@/shared/schemas/tracker';
import { goalCountLabel, goalCountRule } from '@/shared/domain/count-words';
import { plural } from '@/web/lib/format';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMe } from '@/web/lib/me';
import { paths } from '@/shared/paths';
import { importInSteps } from '@/web/lib/import-in-steps';
import { whenIdle } from '@/web/lib/when-idle';
import { useCelebrate } from '../api/celebrate';
import { useTrackerToday } from '../api/get-today';
import { trackerKeys } from '../api/keys';
import { useSyncTimeZone } from '../api/sync-time-zone';
import { useUpdatePreferences } from '../api/update-preferences';
import { fireConfetti } from '../utils/confetti';
import {
  cacheGoal,
  cachePreferences,
  readCachedGoal,
  readCachedPreferences,
} from '../utils/preferences-cache';
import { GoalProgressBar } from './goal-progress-bar';
import { ModeControls } from './mode-controls';
import { useOpenDialogStore } from './open-dialog';
import { TRACKER_DIALOGS, type TrackerDialog } from './open-dialog';
import { TodayStats } from './today-stats';
import { useOpenFromLink } from './use-open-from-link';
import { useTrackerActions } from './use-tracker-actions';

const loadDialogs = () => import('./tracker-dialogs');
const TrackerDialogs = lazy(loadDialogs);
/**
 * The dialogs' code with its heaviest dependencies first, each evaluated in a task of its own
 * (one export named of each, so the bundler keeps only what the app uses of them).
 */
const loadDialogsInSteps = () =>
  importInSteps(
    [
      () => import('@/web/components/ui/dialog').then(({ Dialog }) => Dialog),
      () => import('react-hook-form').then(({ useForm }) => useForm),
      () => import('@/shared/content/vault').then(({ VAULT_NICHES }) => VAULT_NICHES),
    ],
    loadDialogs,
  );

/**
 * Once the browser is idle, fetches the dialogs' chunk and then mounts them closed, one dialog
 * per idle moment (Log DM first): the first click on Log DM renders the open dialog only,
 * without suspending on the chunk or building the dialogs' forms (bench/log-dm.bench.ts measures
 * the open). Each mount is a transition, rendered in slices that yield to the browser (a tap
 * meanwhile is answered first); its commit is not sliced, so each commit holds one dialog: the
 * three in one commit were a task of 38–55 ms in Lighthouse's traces, four times that at 4× CPU.
 */
function useMountDialogsWhenIdle(mountUpTo: (count: number) => void) {
  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => {};
    const idle = () =>
      new Promise<void>((resolve) => {
        cancelIdle = whenIdle(resolve, 2000);
      });
    void (async () => {
      await idle();
      await loadDialogsInSteps();
      for (let count = 1; count <= TRACKER_DIALOGS.length && !cancelled; count++) {
        startTransition(() => mountUpTo(count));
        await idle();
      }
    })();
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [mountUpTo]);
}

/**
 * Once today's DMs reach the goal, ask the server to record the celebration and fire the confetti
 * only when it answers that this was the first time today
 * (docs/decisions/0108-daily-goal-and-celebration.md). Waits while a log is in flight, so an
 * optimistic count never asks too early.
 */
function useGoalCelebration(today: TrackerToday | undefined) {
  const celebrate = useCelebrate();
  const logging = useIsMutating({ mutationKey: trackerKeys.all }) > 0;
  const askedFor = useRef<string | null>(null);
  const { mutate } = celebrate;
  useEffect(() => {
    if (!today || logging || today.celebrated || today.dmsSent < today.goal) return;
    if (askedFor.current === today.day) return;
    askedFor.current = today.day;
    mutate(undefined, {
      onSuccess: ({ first }) => {
        if (first) void fireConfetti();
      },
      onError: () => {
        askedFor.current = null;
      },
    });
  }, [today, logging, mutate]);
}

/** A setter's day in the count words: 'Self: 14 new DMs · 4 follow-ups'. */
const setterToday = (setter: SetterToday) =>
  `${setter.setterName}: ${plural(setter.newDms, 'new DM')}${
    setter.followUps > 0 ? ` · ${plural(setter.followUps, 'follow-up')}` : ''
  }`;

/** The card's Log DM / Log Reply / Log Meeting / View Logs: memoized, a logged DM leaves them. */
const TrackerButtons = memo(function TrackerButtons({
  onOpen,
}: {
  onOpen: (name: TrackerDialog) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Button onClick={() => onOpen('dm')}>
        <Send aria-hidden />
        Log DM
      </Button>
      <Button variant="outline" onClick={() => onOpen('reply')}>
        <MessageCircleReply aria-hidden />
        Log Reply
      </Button>
      <Button variant="outline" onClick={() => onOpen('meeting')}>
        <CalendarCheck aria-hidden />
        Log Meeting
      </Button>
      <Button asChild variant="ghost">
        <Link to={paths.logsManager}>
          <FileText aria-hidden />
          View Logs
        </Link>
      </Button>
    </div>
  );
});

/** The dashboard's Today's DM Progress card (docs/product.md, Dashboard). */
export function TodayProgressCard() {
  const me = useMe();
  const today = useTrackerToday();
  const updatePreferences = useUpdatePreferences();
  const [cached] = useState(readCachedPreferences);
  const [cachedGoal] = useState(readCachedGoal);
  const openDialogStore = useOpenDialogStore();
  const data = today.data;
  const timeZone = data?.timeZone ?? me.data?.profile.timeZone;
  const actions = useTrackerActions();

  useSyncTimeZone(me.data?.profile.timeZone);
  useGoalCelebration(data);
  useEffect(() => {
    if (!data) return;
    cachePreferences({ soloMode: data.soloMode, settersCount: data.settersCount });
    cacheGoal({ goalRule: data.goalRule, personalGoal: data.personalGoal });
  }, [data]);

  // Before the first answer, the cached preferences and goal paint the card at once.
  const preferences = data ?? cached;
  const goal =
    data?.goal ??
    memberGoal(cachedGoal.goalRule, { ...cached, personalGoal: cachedGoal.personalGoal });
  const sent = data?.dmsSent ?? 0;
  const progress = goalProgress(sent, goal);
  // What the goal counts, by the community's rule (new DMs unless follow-ups count).
  const followUpsCount = data?.followUpsCount ?? false;
  // How many of the dialogs are mounted (one by one once idle, or up to the one opened first):
  // mounted, a dialog stays so, so that closing animates and the chosen setter is kept.
  const [dialogsMounted, setDialogsMounted] = useState(0);
  const mountDialogsUpTo = useCallback(
    (count: number) => setDialogsMounted((mounted) => Math.max(mounted, count)),
    [],
  );
  useMountDialogsWhenIdle(mountDialogsUpTo);
  const openDialog = useCallback(
    (name: TrackerDialog) => {
      mountDialogsUpTo(TRACKER_DIALOGS.indexOf(name) + 1);
      openDialogStore.set(name);
    },
    [openDialogStore, mountDialogsUpTo],
  );
  // A link's `&url=` (the Prospect Tracker's Log follow-up): Log DM starts on that profile.
  const [prefillUrl, setPrefillUrl] = useState<string>();
  const openFromLink = useCallback(
    (name: TrackerDialog, url?: string) => {
      setPrefillUrl(url);
      openDialog(name);
    },
    [openDialog],
  );
  useOpenFromLink(openFromLink);

  return (
    <Card role="region" aria-labelledby="today-progress-title">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Target className="size-5" aria-hidden />
          </span>
          <CardTitle id="today-progress-title">Today&apos;s DM Progress</CardTitle>
        </div>
        <Badge
          variant={progress.reached ? 'success' : 'secondary'}
          className="px-3 py-1 text-sm tabular-nums"
          data-testid="sent-goal"
        >
          <span className="sr-only">{goalCountLabel(followUpsCount)} toward today's goal: </span>
          {data ? sent : '–'}/{goal}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ModeControls
          soloMode={preferences.soloMode}
          settersCount={preferences.settersCount}
          rule={data?.goalRule ?? cachedGoal.goalRule}
          onChange={updatePreferences.mutate}
        />

        {today.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-3 text-sm">
            <span>Could not load today&apos;s numbers.</span>
            <Button variant="outline" size="sm" onClick={() => today.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}

        <div className="grid gap-2">
          {data ? (
            <GoalProgressBar sent={sent} goal={goal} followUpsCount={followUpsCount} />
          ) : (
            <Skeleton className="h-11" />
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" data-testid="remaining">
              {data ? remainingText(sent, goal, preferences.soloMode, followUpsCount) : '\u00a0'}
            </p>
            {data && progress.reached ? (
              <Badge variant="success" className="px-3 py-1 text-sm">
                <Trophy aria-hidden />
                GOAL SMASHED!
              </Badge>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground" data-testid="goal-rule">
            {data ? goalCountRule(followUpsCount) : '\u00a0'}
          </p>
        </div>

        {/* The actions before the figures: on a phone they stay on the first screen, clear of
            the toasts that rise above the bottom bar. */}
        <TrackerButtons onOpen={openDialog} />

        <TodayStats today={data} />

        {data && !data.soloMode && data.setters.length > 0 ? (
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Today by setter</h3>
            <ul className="flex flex-wrap gap-2" aria-label="DMs by setter today">
              {data.setters.map((setter) => (
                <li key={setter.setterName}>
                  <Badge variant="outline" className="font-medium">
                    {setterToday(setter)}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>

      {dialogsMounted > 0 ? (
        <Suspense fallback={null}>
          <TrackerDialogs
            mounted={dialogsMounted}
            openDialog={openDialogStore}
            soloMode={preferences.soloMode}
            memberId={me.data?.profile.userId}
            timeZone={timeZone}
            actions={actions}
            prefillUrl={prefillUrl}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
