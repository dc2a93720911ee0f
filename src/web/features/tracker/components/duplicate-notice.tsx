import { parseProspect, type HandlePlatform } from '@/shared/domain/prospect-input';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useDmLookup } from '@/web/lib/dm-lookup';
import { formatDate, platformName } from '@/web/lib/format';

/**
 * What the typed value will log (platform and name), and, before anything is counted, when
 * the member last messaged that profile.
 */
export function DuplicateNotice({
  id,
  value,
  platform,
  timeZone,
}: {
  id: string;
  value: string;
  platform: HandlePlatform;
  timeZone: string | undefined;
}) {
  const parsed = value.trim() ? parseProspect(value, platform) : null;
  const settled = useDebouncedValue(parsed?.ok ? value.trim() : '', 300);
  const lookup = useDmLookup(settled ? { profileUrl: settled, platform } : null);
  const previouslySentAt = settled && lookup.data?.previouslySentAt;
  return (
    <div id={id} className="-mt-3 grid gap-2" aria-live="polite">
      <p className="min-h-4 text-xs text-muted-foreground">
        {parsed?.ok
          ? `${platformName(parsed.profile.platform)} profile · ${parsed.profile.name}`
          : ''}
      </p>
      {previouslySentAt ? (
        <p
          data-testid="duplicate-notice"
          className="rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-sm"
        >
          You messaged this profile on {formatDate(previouslySentAt, timeZone)} — log another DM?
        </p>
      ) : null}
    </div>
  );
}
