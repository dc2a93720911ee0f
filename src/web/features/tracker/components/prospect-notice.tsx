import type { DmLookup } from '@/shared/schemas/dm';
import { Button } from '@/web/components/ui/button';
import { followUpText } from '@/web/lib/follow-up-glance';
import { formatRelative, platformName } from '@/web/lib/format';

/**
 * Under the profile field of Log DM (docs/decisions/0132-prospects.md): which profile the value
 * names, and before anything is counted, whether the DM is a follow-up to a prospect, or, for a
 * new profile whose name matches a prospect, the offer to add it to that prospect instead.
 */
export function ProspectNotice({
  id,
  lookup,
  timeZone,
  attachedTo,
  onAttach,
}: {
  id: string;
  lookup: DmLookup | undefined;
  timeZone: string | undefined;
  /** The prospect the new profile will join, if the member chose one. */
  attachedTo: string | undefined;
  onAttach: (prospectId: string | undefined) => void;
}) {
  const profile = lookup?.profile;
  const match = lookup?.prospect ? undefined : lookup?.nameMatches[0];
  return (
    <div id={id} className="-mt-3 grid gap-2" aria-live="polite">
      <p className="min-h-4 text-xs text-muted-foreground">
        {profile ? `${platformName(profile.platform)} profile · ${profile.name}` : ''}
      </p>
      {lookup?.prospect ? (
        <p
          data-testid="follow-up-notice"
          className="rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-sm"
        >
          {followUpText(lookup.prospect, timeZone)}
        </p>
      ) : null}
      {match ? (
        <div
          data-testid="same-name-notice"
          className="grid gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
        >
          <p>
            {attachedTo === match.id
              ? `Logged as follow-up ${match.touches} to ${match.name}: the same person on another platform.`
              : `You have a prospect named ${match.name}${match.companyName ? ` (${match.companyName})` : ''}, first messaged ${formatRelative(match.firstDmAt)}. Same person?`}
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            aria-pressed={attachedTo === match.id}
            onClick={() => onAttach(attachedTo === match.id ? undefined : match.id)}
          >
            {attachedTo === match.id ? 'Keep as a new prospect' : `Add to ${match.name}`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
