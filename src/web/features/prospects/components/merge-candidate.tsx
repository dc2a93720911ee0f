import { GitMerge } from 'lucide-react';
import type { ProspectProfile } from '@/shared/schemas/prospects';
import { PlatformIcon } from '@/web/components/platform-badge';
import { Button } from '@/web/components/ui/button';
import { platformName } from '@/web/lib/format';
import type { MergeParty } from '../utils/merge-text';
import type { useMerge } from './use-merge';

/** Its profiles in full (wrapped, never cut), so two of one name are told apart. */
function Profiles({ profiles }: { profiles: ProspectProfile[] }) {
  return (
    <ul className="grid gap-0.5">
      {profiles.map((profile) => (
        <li
          key={profile.profileUrl}
          className="flex min-w-0 items-start gap-1.5 text-xs text-muted-foreground"
        >
          <PlatformIcon platform={profile.platform} className="mt-0.5 size-3.5 shrink-0" />
          <span className="sr-only">{platformName(profile.platform)}: </span>
          <span className="min-w-0 font-mono break-all">{profile.profileUrl}</span>
        </li>
      ))}
    </ul>
  );
}

/** Another prospect that may be this one, with why it is offered and Merge. */
export function MergeCandidate({
  prospect,
  candidate,
  note,
  merging,
}: {
  prospect: MergeParty;
  candidate: MergeParty;
  note: string;
  merging: ReturnType<typeof useMerge>;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="font-medium break-words">{candidate.name}</span>
        {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
        <Profiles profiles={candidate.profiles} />
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={merging.pending}
        aria-label={`Merge ${candidate.name} into ${prospect.name}`}
        onClick={() => merging.merge(prospect, candidate)}
      >
        <GitMerge aria-hidden />
        Merge
      </Button>
    </li>
  );
}
