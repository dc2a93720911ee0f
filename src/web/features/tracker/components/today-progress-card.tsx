import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useIsMutating } from '@tanstack/react-query';
import { CalendarCheck, FileText, MessageCircleReply, Send, Target, Trophy } from 'lucide-react';
import { dailyGoal } from '@/shared/domain/goal';
import { goalProgress, remainingText } from '@/shared/domain/progress';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMe } from '@/web/lib/me';
import { paths } from '@/web/lib/paths';
import { useCelebrate } from '../api/celebrate';
import { useTrackerToday } from '../api/get-today';
import { trackerKeys } from '../api/keys';
import { useSyncTimeZone } from '../api/sync-time-zone';
import { useUpdatePreferences } from '../api/update-preferences';
import { fireConfetti } from '../utils/confetti';
import { cachePreferences, readCachedPreferences } from '../utils/preferences-cache';
import { GoalProgressBar } from './goal-progress-bar';
import { ModeControls } from './mode-controls';
import type { TrackerDialog } from './tracker-dialogs';
import { TodayStats } from './today-stats';
import { useTrackerActions } from './use-tracker-actions';

const loadDialogs = () => import('./tracker-dialogs');
const TrackerDialogs = lazy(loadDialogs);

/** Fetches the dialogs' chunk once the browser is idle, so the first click opens at once. */
function usePreloadDialogs() {
  useEffect(() => {
    const preload = () => void loadDialogs();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, []);
}

/**
 * D12: once today's DMs reach the goal, ask the server to record the celebration and fire the
 * confetti only when it answers that this was the first time today. Waits while a log is in
 * flight, so an optimistic count never asks too early.
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

/** The dashboard's Today's DM Progress card (spec §2). */
export function TodayProgressCard() {
  const me = useMe();
  const today = useTrackerToday();
  const updatePreferences = useUpdatePreferences();
  const [cached] = useState(readCachedPreferences);
  // The installed app's "Log DM" shortcut opens /dashboard?log=dm with the dialog up.
  const [open, setOpen] = useState<TrackerDialog | null>(() =>
    new URLSearchParams(window.location.search).get('log') === 'dm' ? 'dm' : null,
  );
  const data = today.data;
  const timeZone = data?.timeZone ?? me.data?.profile.timeZone;
  const actions = useTrackerActions(timeZone);

  useSyncTimeZone(me.data?.profile.timeZone);
  useGoalCelebration(data);
  usePreloadDialogs();
  useEffect(() => {
    if (data) cachePreferences({ soloMode: data.soloMode, settersCount: data.settersCount });
  }, [data]);

  // Before the first answer, the cached preferences paint the goal and the mode at once.
  const preferences = data ?? cached;
  const goal = data?.goal ?? dailyGoal(cached.soloMode, cached.settersCount);
  const sent = data?.dmsSent ?? 0;
  const progress = goalProgress(sent, goal);
  // Mounted from the first open on, so closing animates and the chosen setter is kept.
  const [dialogsMounted, setDialogsMounted] = useState(open !== null);
  const openDialog = (name: TrackerDialog) => {
    setDialogsMounted(true);
    setOpen(name);
  };

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
          <span className="sr-only">DMs sent today: </span>
          {data ? sent : '–'}/{goal}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ModeControls
          preferences={{
            soloMode: preferences.soloMode,
            settersCount: preferences.settersCount,
          }}
          onChange={(next) => updatePreferences.mutate(next)}
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
          {data ? <GoalProgressBar sent={sent} goal={goal} /> : <Skeleton className="h-11" />}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" data-testid="remaining">
              {data ? remainingText(sent, goal, preferences.soloMode) : '\u00a0'}
            </p>
            {data && progress.reached ? (
              <Badge variant="success" className="px-3 py-1 text-sm">
                <Trophy aria-hidden />
                GOAL SMASHED!
              </Badge>
            ) : null}
          </div>
        </div>

        <TodayStats today={data} />

        {data && !data.soloMode && data.setters.length > 0 ? (
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Today by setter</h3>
            <ul className="flex flex-wrap gap-2" aria-label="DMs by setter today">
              {data.setters.map((setter) => (
                <li key={setter.setterName}>
                  <Badge variant="outline" className="font-medium">
                    {setter.setterName}: {setter.dmsSent}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => openDialog('dm')}>
            <Send aria-hidden />
            Log DM
          </Button>
          <Button variant="outline" onClick={() => openDialog('reply')}>
            <MessageCircleReply aria-hidden />
            Log Reply
          </Button>
          <Button variant="outline" onClick={() => openDialog('meeting')}>
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
      </CardContent>

      {dialogsMounted ? (
        <Suspense fallback={null}>
          <TrackerDialogs
            open={open}
            onOpenChange={setOpen}
            soloMode={preferences.soloMode}
            timeZone={timeZone}
            actions={actions}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
