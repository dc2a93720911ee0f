import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ParsedProfile } from '@/shared/domain/platform';
import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import { PlatformBadge, platformLabel } from '@/web/components/platform-badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { useDmLookup } from '@/web/lib/dm-lookup';
import { logDmRequest } from '@/web/lib/log-dm-request';
import { paths } from '@/web/lib/paths';
import { notify } from '@/web/lib/toast';
import { useLogSharedDm, useUndoSharedDm } from '../api/log-shared-dm';

const shortDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * What a share will log (prospect, platform, setter, an earlier DM to the same profile) and
 * the one tap that logs it. With `auto` (the bookmarklet's choice) it logs at once.
 */
export function SharePreview({
  profile,
  soloMode,
  timeZone,
  auto,
}: {
  profile: ParsedProfile;
  soloMode: boolean;
  timeZone: string;
  auto: boolean;
}) {
  // One id per shared profile: a double tap or a re-run effect logs it once.
  const [request] = useState(() => logDmRequest({ profileUrl: profile.url }));
  const lookup = useDmLookup({ profileUrl: profile.url });
  const logDm = useLogSharedDm();
  const undo = useUndoSharedDm();
  const started = useRef(false);

  const log = async () => {
    started.current = true;
    try {
      const { dm } = await logDm.mutateAsync(request);
      notify.success(
        'DM Logged!',
        `${dm.prospectName} · ${platformLabel(dm.platform)} · ${dm.setterName}`,
        {
          label: 'Undo',
          onClick: () =>
            undo.mutate(dm.id, {
              onSuccess: () => notify.info('Undone', 'The DM was removed.'),
              onError: (error) => notify.error('Error', errorMessage(error, 'Could not undo.')),
            }),
        },
      );
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to log DM. Please try again.'));
    }
  };

  useEffect(() => {
    if (auto && !started.current) void log();
    // log once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  const previouslySentAt = lookup.data?.previouslySentAt;
  const logged = logDm.isSuccess && !undo.isSuccess;
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
            <dt className="text-muted-foreground">Setter</dt>
            <dd>{DEFAULT_SETTER}</dd>
          </>
        )}
      </dl>
      {previouslySentAt && !logged ? (
        <p
          role="status"
          className="rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-sm"
        >
          You messaged this profile on {shortDay(previouslySentAt, timeZone)} — log another DM?
        </p>
      ) : null}
      {logged ? (
        <p role="status" className="text-sm font-medium">
          Logged. You can close this window.
        </p>
      ) : (
        <Button onClick={log} disabled={logDm.isPending}>
          {logDm.isPending ? 'Logging...' : 'Log DM'}
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to={paths.dashboard}>Open the dashboard</Link>
      </Button>
    </div>
  );
}
