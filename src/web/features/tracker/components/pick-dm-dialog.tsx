import { useState } from 'react';
import { Inbox } from 'lucide-react';
import type { Candidate } from '@/shared/schemas/tracker';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useCandidates, type CandidateKind } from '../api/get-candidates';
import { filterCandidates } from '../utils/filter-candidates';
import { formatCount, formatDateTime, platformName } from '@/web/lib/format';

export type PickDmTexts = {
  title: string;
  description: string;
  listLabel: string;
  empty: string;
};

/** When the option's DM was sent (its latest follow-up's, for Log Reply) or replied to. */
function whenText(dm: Candidate, kind: CandidateKind, timeZone: string | undefined) {
  if (kind === 'meeting' && dm.responseAt) {
    return `Replied ${formatDateTime(dm.responseAt, timeZone)}`;
  }
  const sent = formatDateTime(dm.sentAt, timeZone);
  return dm.followUps ? `Follow-up ${formatCount(dm.followUps)} sent ${sent}` : `Sent ${sent}`;
}

/** One prospect to pick: a single tap logs the reply or meeting (its toast has Undo). */
function CandidateOption({
  dm,
  kind,
  timeZone,
  busy,
  onPick,
}: {
  dm: Candidate;
  kind: CandidateKind;
  timeZone: string | undefined;
  busy: boolean;
  onPick: (dm: Candidate) => void;
}) {
  return (
    <li>
      <button
        type="button"
        disabled={busy}
        onClick={() => onPick(dm)}
        className="flex w-full min-w-0 items-start gap-3 rounded-lg border p-3 text-left transition-colors outline-none hover:bg-accent/40 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
      >
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium">{dm.prospectName}</span>
            <Badge variant="outline" className="shrink-0">
              {platformName(dm.platform)}
            </Badge>
          </span>
          <span className="text-xs break-all text-muted-foreground">{dm.profileUrl}</span>
          <span className="text-xs text-muted-foreground">
            {whenText(dm, kind, timeZone)} · {dm.setterName}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * Log Reply / Log Meeting in two taps (docs/product.md): the dialog opens with the search
 * focused (the kit focuses the first field) over the prospects the server offers, the likeliest
 * first; a tap on one logs it. Log Reply searches every prospect waiting for a reply on the
 * server, a page at a time; Log Meeting's one page is searched on the device.
 */
export function PickDmDialog({
  kind,
  texts,
  open,
  onOpenChange,
  busy,
  timeZone,
  onPick,
}: {
  kind: CandidateKind;
  texts: PickDmTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  timeZone: string | undefined;
  onPick: (dm: Candidate) => Promise<boolean>;
}) {
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), 250);
  const candidates = useCandidates(kind, open, kind === 'reply' ? term : '');
  const list = candidates.data?.pages.flatMap((page) => page.dms) ?? [];
  const shown = kind === 'reply' ? list : filterCandidates(list, query);
  const searching = query.trim() !== '';

  const close = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };
  const pick = async (dm: Candidate) => {
    if (await onPick(dm)) close(false);
  };

  let body;
  if (candidates.isPending) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (candidates.isError) {
    body = (
      <EmptyState title="Could not load your recent DMs.">
        <Button type="button" variant="outline" size="sm" onClick={() => candidates.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (shown.length === 0 && !searching) {
    body = <EmptyState icon={<Inbox />} title={texts.empty} />;
  } else if (shown.length === 0) {
    body = (
      <p className="py-4 text-center text-sm text-muted-foreground" role="status">
        No prospect matches “{query.trim()}”.
      </p>
    );
  } else {
    body = (
      <div className="-mx-1 grid max-h-[min(24rem,50dvh)] gap-2 overflow-y-auto px-1 py-1">
        <ul aria-label={texts.listLabel} className="grid gap-2" aria-busy={candidates.isFetching}>
          {shown.map((dm) => (
            <CandidateOption
              key={dm.id}
              dm={dm}
              kind={kind}
              timeZone={timeZone}
              busy={busy}
              onPick={(picked) => void pick(picked)}
            />
          ))}
        </ul>
        {candidates.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            disabled={candidates.isFetchingNextPage}
            onClick={() => candidates.fetchNextPage()}
          >
            {candidates.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <div className="grid min-w-0 gap-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <Input
            type="search"
            aria-label="Search by name or handle"
            placeholder="Search by name or handle"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          {body}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
