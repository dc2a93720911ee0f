import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseProspect, type HandlePlatform } from '@/shared/domain/prospect-input';
import { findSharedHandle, findSharedProfile } from '@/shared/domain/share-text';
import { PICK_PLATFORM_HINT } from '@/shared/schemas/tracker';
import { Logo } from '@/web/components/logo';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useMe } from '@/web/lib/me';
import { HandlePlatformField } from './handle-platform-field';
import { SharePreview } from './share-preview';
import { TypeUrlForm } from './type-url-form';

/** The share key a "Log at once" bookmarklet puts after `#key=`, if any. */
function keyInFragment(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('key') || null;
}

/**
 * The share target (manifest share_target, GET) and the bookmarklet's window: finds the
 * profile link in title/text/url and offers to log it; a bare @handle gets its platform asked
 * for, as in Log DM. Nothing is logged without a profile.
 */
export function SharePage() {
  const [params] = useSearchParams();
  const { data } = useMe();
  const [platform, setPlatform] = useState<HandlePlatform>();
  const share = {
    title: params.get('title') ?? undefined,
    text: params.get('text') ?? undefined,
    url: params.get('url') ?? undefined,
  };
  const linked = findSharedProfile(share);
  const handle = linked ? null : findSharedHandle(share);
  const fromHandle = handle && platform ? parseProspect(handle, platform) : null;
  const profile = linked ?? (fromHandle?.ok ? fromHandle.profile : null);
  // Logging at once needs the member's share key, which only their bookmarklet carries (in the
  // fragment): a link from anywhere else, and the share target, get the one-tap confirm.
  const shareKey = params.get('auto') === '1' ? keyInFragment() : null;
  if (!data) return null;
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-background px-3 py-8">
      <Logo />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{profile || handle ? 'Log this DM' : 'No profile link found'}</CardTitle>
          <CardDescription>
            {profile
              ? 'DM Sprint records only the profile address you shared.'
              : handle
                ? `${handle} is a handle: ${PICK_PLATFORM_HINT}`
                : 'What was shared has no LinkedIn, X, Instagram or Facebook profile link, so nothing was logged. Type or paste the profile URL instead.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {handle ? <HandlePlatformField value={platform} onChange={setPlatform} /> : null}
          {profile ? (
            <SharePreview
              key={profile.url}
              profile={profile}
              soloMode={data.profile.soloMode}
              timeZone={data.profile.timeZone}
              shareKey={linked ? shareKey : null}
            />
          ) : handle ? null : (
            <TypeUrlForm />
          )}
        </CardContent>
      </Card>
    </main>
  );
}
