import type { MergeSuggestion } from '@/shared/schemas/prospects';
import type { MergeParty } from '../utils/merge-text';
import { MergeCandidate } from './merge-candidate';
import { MergeSearch } from './merge-search';
import type { useMerge } from './use-merge';

const reasons: Record<MergeSuggestion['reason'], string> = {
  same_name: 'Same name',
  same_company: 'Same company',
};

/**
 * 'Same person?': the member's other prospects with the same name or company, then a search of
 * all of them by name or handle (a handle like jade.fit and "Jade Fitzgerald" never share a
 * name). Merge makes the other's profiles and DMs this prospect's (with an Undo in the toast).
 */
export function MergeSuggestions({
  prospect,
  suggestions,
  merging,
}: {
  prospect: MergeParty;
  suggestions: MergeSuggestion[];
  merging: ReturnType<typeof useMerge>;
}) {
  return (
    <div className="grid gap-3">
      {suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No other prospect with this name or company.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Same person?">
          {suggestions.map((suggestion) => (
            <MergeCandidate
              key={suggestion.id}
              prospect={prospect}
              candidate={suggestion}
              note={[reasons[suggestion.reason], suggestion.companyName]
                .filter(Boolean)
                .join(' · ')}
              merging={merging}
            />
          ))}
        </ul>
      )}
      <MergeSearch prospect={prospect} merging={merging} />
    </div>
  );
}
