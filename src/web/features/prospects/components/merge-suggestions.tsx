import { GitMerge } from 'lucide-react';
import type { MergeSuggestion, Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { ProfileIcons } from './profile-icons';
import type { useMerge } from './use-merge';

const reasons: Record<MergeSuggestion['reason'], string> = {
  same_name: 'Same name',
  same_company: 'Same company',
};

/**
 * 'Same person?': the member's other prospects with the same name or company. Merge makes the
 * suggestion's profiles and DMs this prospect's (with an Undo in the toast).
 */
export function MergeSuggestions({
  prospect,
  suggestions,
  merging,
}: {
  prospect: Pick<Prospect, 'id' | 'name'>;
  suggestions: MergeSuggestion[];
  merging: ReturnType<typeof useMerge>;
}) {
  if (suggestions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No other prospect with this name or company.</p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Same person?">
      {suggestions.map((suggestion) => (
        <li
          key={suggestion.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
        >
          <div className="grid min-w-0 gap-0.5">
            <span className="truncate font-medium">{suggestion.name}</span>
            <span className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <ProfileIcons profiles={suggestion.profiles} />
              <span>{reasons[suggestion.reason]}</span>
              {suggestion.companyName ? (
                <span className="truncate">{suggestion.companyName}</span>
              ) : null}
            </span>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={merging.pending}
            aria-label={`Merge ${suggestion.name} into ${prospect.name}`}
            onClick={() => merging.merge(prospect, suggestion)}
          >
            <GitMerge aria-hidden />
            Merge
          </Button>
        </li>
      ))}
    </ul>
  );
}
