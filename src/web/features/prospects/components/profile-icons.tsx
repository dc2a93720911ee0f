import type { ProspectProfile } from '@/shared/schemas/prospects';
import { PlatformIcon } from '@/web/components/platform-badge';
import { platformName } from '@/web/lib/format';

/** One icon per platform the prospect has a profile on, named for screen readers. */
export function ProfileIcons({ profiles }: { profiles: ProspectProfile[] }) {
  const platforms = [...new Set(profiles.map((profile) => profile.platform))];
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      {platforms.map((platform) => (
        <span key={platform} title={platformName(platform)} className="inline-flex">
          <PlatformIcon platform={platform} className="size-3.5" />
          <span className="sr-only">{platformName(platform)}</span>
        </span>
      ))}
    </span>
  );
}
