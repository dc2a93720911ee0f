import { useId, useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useProspectSearch } from '../api/list-prospects';
import type { MergeParty } from '../utils/merge-text';
import { MergeCandidate } from './merge-candidate';
import type { useMerge } from './use-merge';

/**
 * Any other prospect of the member's, found by name, company, notes or a profile's handle on the
 * server (the Prospect Tracker's search), to merge into this one.
 */
export function MergeSearch({
  prospect,
  merging,
}: {
  prospect: MergeParty;
  merging: ReturnType<typeof useMerge>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), 250);
  const found = useProspectSearch(term);
  const others = (found.data?.pages[0]?.items ?? []).filter((other) => other.id !== prospect.id);
  let results;
  if (term === '') results = null;
  else if (found.isPending) results = <Skeleton className="h-16" />;
  else if (others.length === 0) {
    results = (
      <p className="text-sm text-muted-foreground" role="status">
        No other prospect matches “{term}”.
      </p>
    );
  } else {
    results = (
      <ul className="grid gap-2" aria-label="Prospects found" aria-busy={found.isFetching}>
        {others.map((other) => (
          <MergeCandidate
            key={other.id}
            prospect={prospect}
            candidate={other}
            note={other.companyName}
            merging={merging}
          />
        ))}
      </ul>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Search all your prospects</Label>
      <Input
        id={id}
        type="search"
        placeholder="Name or handle"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {results}
    </div>
  );
}
