import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useMatchCounterpart, useProspectsToMatch } from '../api/match-counterpart';

/** X gives account ids: its own page for an id helps the member tell who it is. */
const xLink = (counterpart: string) =>
  counterpart.startsWith('twitter-id:')
    ? `https://x.com/i/user/${counterpart.slice('twitter-id:'.length)}`
    : null;

/**
 * A Facebook name or X id has no profile URL: the member says which prospect it is (remembered
 * for the next export), then it can be added.
 */
export function MatchPicker({
  counterpart,
  displayName,
  onMatched,
}: {
  counterpart: string;
  displayName: string;
  onMatched: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useProspectsToMatch(open ? q : '');
  const match = useMatchCounterpart();
  const link = xLink(counterpart);

  const choose = async (prospectId: string, name: string) => {
    try {
      await match.mutateAsync({ counterpart, prospectId });
      notify.success('Match Saved', `${displayName} is ${name}.`);
      setOpen(false);
      onMatched();
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to save the match.'));
    }
  };

  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Match
      </Button>
    );
  }
  return (
    <div className="grid w-full gap-2">
      {link ? (
        <a className="text-xs underline" href={link} target="_blank" rel="noreferrer">
          Open this X account
        </a>
      ) : null}
      <Field id={id} label={`Which prospect is ${displayName}?`}>
        <Input
          id={id}
          type="search"
          value={search}
          placeholder="Prospect name"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <ul className="grid gap-1">
        {(found.data?.items ?? []).map((prospect) => (
          <li key={prospect.id}>
            <Button
              size="sm"
              variant="ghost"
              disabled={match.isPending}
              onClick={() => void choose(prospect.id, prospect.name)}
            >
              {prospect.name}
              {prospect.companyName ? ` · ${prospect.companyName}` : ''}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
