import { useState, type FormEvent } from 'react';
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
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useCandidates, type CandidateKind } from '../api/get-candidates';
import { filterCandidates } from '../utils/filter-candidates';
import { formatDateTime, platformName } from '@/web/lib/format';

export type PickDmTexts = {
  title: string;
  description: string;
  listLabel: string;
  empty: string;
  select: { title: string; message: string };
  submit: string;
  busy: string;
};

function CandidateOption({
  dm,
  kind,
  timeZone,
}: {
  dm: Candidate;
  kind: CandidateKind;
  timeZone: string | undefined;
}) {
  const id = `pick-${kind}-${dm.id}`;
  const when =
    kind === 'meeting' && dm.responseAt
      ? `Replied ${formatDateTime(dm.responseAt, timeZone)}`
      : `Sent ${formatDateTime(dm.sentAt, timeZone)}`;
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/40 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60"
    >
      <RadioGroupItem value={dm.id} id={id} className="mt-0.5" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium">{dm.prospectName}</span>
          <Badge variant="outline" className="shrink-0">
            {platformName(dm.platform)}
          </Badge>
        </span>
        <span className="truncate text-xs text-muted-foreground">{dm.profileUrl}</span>
        <span className="text-xs text-muted-foreground">
          {when} · {dm.setterName}
        </span>
      </span>
    </label>
  );
}

/** Log Reply / Log Meeting: choose one of the recent DMs the server offers, then confirm. */
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
  const candidates = useCandidates(kind, open);
  const [selected, setSelected] = useState('');
  const [query, setQuery] = useState('');
  const list = candidates.data ?? [];
  const shown = filterCandidates(list, query);

  const close = (next: boolean) => {
    if (!next) {
      setSelected('');
      setQuery('');
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const dm = shown.find((candidate) => candidate.id === selected);
    if (!dm) {
      notify.error(texts.select.title, texts.select.message);
      return;
    }
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
  } else if (list.length === 0) {
    body = <EmptyState icon={<Inbox />} title={texts.empty} />;
  } else {
    body = (
      <div className="grid gap-2">
        <Input
          type="search"
          aria-label="Search by name or handle"
          placeholder="Search by name or handle"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        {shown.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground" role="status">
            No DM matches “{query.trim()}”.
          </p>
        ) : (
          <RadioGroup
            aria-label={texts.listLabel}
            value={selected}
            onValueChange={setSelected}
            className="-mx-1 max-h-[min(24rem,50dvh)] overflow-y-auto px-1 py-1"
          >
            {shown.map((dm) => (
              <CandidateOption key={dm.id} dm={dm} kind={kind} timeZone={timeZone} />
            ))}
          </RadioGroup>
        )}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid min-w-0 gap-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          {body}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? texts.busy : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
