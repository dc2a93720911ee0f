import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ParsedProfile } from '@/shared/domain/platform';
import { DEFAULT_SETTER, SHARE_KEY_REFUSED_MESSAGE } from '@/shared/schemas/dm-messages';
import { PlatformBadge } from '@/web/components/platform-badge';
import { SetterSelect } from '@/web/components/setter-select';
import { Button } from '@/web/components/ui/button';
import { useActiveSetters } from '@/web/lib/active-setters';
import { ApiError, errorMessage } from '@/web/lib/api';
import { useDmLookup } from '@/web/lib/dm-lookup';
import { followUpText } from '@/web/lib/follow-up-glance';
import { platformName } from '@/web/lib/format';
import { logDmRequest } from '@/web/lib/log-dm-request';
import { paths } from '@/shared/paths';
import { OFFLINE_SAVED, SHARE_SAVED } from '@/web/lib/offline-texts';
import { notify } from '@/web/lib/toast';
import { useLogSharedDm, useUndoSharedDm } from '../api/log-shared-dm';
import { TodayAfterLog } from './today-after-log';

/**
 * What a share will log (prospect, platform, setter, an earlier DM to the same profile) and
 * the one tap that logs it. With the member's `shareKey` (their "Log at once" bookmarklet) it
 * logs at once; the server checks the key, and a wrong one leaves the one tap.
 */
export function SharePreview({
  profile,
  soloMode,
  timeZone,
  shareKey,
}: {
  profile: ParsedProfile;
  soloMode: boolean;
  timeZone: string;
  shareKey: string | null;
}) {
  // One id per shared profile: a double tap or a re-run effect logs it once.
  const [request] = useState(() => logDmRequest({ profileUrl: profile.url }));
  // Team mode: 'Self' or an active setter, as in the Log DM dialog; 'Self' is picked, so one tap
  // still logs.
  const [setterName, setSetterName] = useState<string>(DEFAULT_SETTER);
  const setters = useActiveSetters(!soloMode);
  const lookup = useDmLookup({ profileUrl: profile.url });
  const logDm = useLogSharedDm();
  const undo = useUndoSharedDm();
  const started = useRef(false);
  const [keyRefused, setKeyRefused] = useState(false);

  const log = async (key?: string) => {
    started.current = true;
    try {
      const asked = soloMode ? request : { ...request, setterName };
      const outcome = await logDm.mutateAsync(key ? { ...asked, shareKey: key } : asked);
      if ('queued' in outcome) {
        notify.info(OFFLINE_SAVED.title, OFFLINE_SAVED.message, { kind: 'log-dm' });
        return;
      }
      const { dm } = outcome;
      notify.success(
        'DM Logged!',
        `${dm.prospectName} · ${platformName(dm.platform)} · ${dm.setterName}`,
        {
          kind: 'log-dm',
          action: {
            label: 'Undo',
            onClick: () =>
              undo.mutate(dm.id, {
                onSuccess: () => notify.info('Undone', 'The DM was removed.', { kind: 'undo' }),
                onError: (error) =>
                  notify.error('Error', errorMessage(error, 'Could not undo.'), { kind: 'undo' }),
              }),
          },
        },
      );
    } catch (error) {
      // An old or wrong key logs nothing: the member taps Log DM instead.
      if (error instanceof ApiError && error.code === 'share_key_invalid') {
        logDm.reset();
        return setKeyRefused(true);
      }
      notify.error('Error', errorMessage(error, 'Failed to log DM. Please try again.'), {
        kind: 'log-dm',
      });
    }
  };

  useEffect(() => {
    if (shareKey && !started.current) void log(shareKey);
    // log once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shareKey]);

  const earlier = lookup.data?.prospect;
  const logged = logDm.isSuccess && !undo.isSuccess;
  const queued = logDm.data !== undefined && 'queued' in logDm.data;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Prospect</dt>
        <dd className="font-medium">{profile.name}</dd>
        <dt className="text-muted-foreground">Platform</dt>
        <dd>
          <PlatformBadge platform={profile.platform} />
        </dd>
        <dt className="text-muted-foreground">Profile</dt>
        <dd className="break-all">{profile.url}</dd>
        {soloMode ? null : (
          <>
            <dt>
              <label htmlFor="share-setter" className="text-muted-foreground">
                Setter
              </label>
            </dt>
            <dd>
              <SetterSelect
                id="share-setter"
                value={setterName}
                onChange={setSetterName}
                setters={setters.data ?? []}
              />
            </dd>
          </>
        )}
      </dl>
      {earlier && !logged ? (
        <p
          role="status"
          data-testid="follow-up-notice"
          className="rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-sm"
        >
          {followUpText(earlier, timeZone)}
        </p>
      ) : null}
      {keyRefused && !logged ? (
        <p role="status" className="text-sm">
          {SHARE_KEY_REFUSED_MESSAGE}
        </p>
      ) : null}
      {logged ? (
        <>
          <p role="status" className="text-sm font-medium">
            {queued ? SHARE_SAVED : 'Logged. You can close this window.'}
          </p>
          {queued ? null : <TodayAfterLog />}
        </>
      ) : (
        <Button onClick={() => void log()} disabled={logDm.isPending}>
          {logDm.isPending ? 'Logging...' : 'Log DM'}
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to={paths.dashboard}>Open the dashboard</Link>
      </Button>
    </div>
  );
}
