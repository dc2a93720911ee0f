import { ChevronDown, Copy } from 'lucide-react';
import type { VaultNiche } from '@/shared/content/vault';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/web/components/ui/collapsible';
import { copyText } from '@/web/lib/clipboard';
import { NicheIcon } from './niche-icon';

/** One niche: icon, name, offer and script count; opens to its read-only scripts. */
export function NicheCard({ niche }: { niche: VaultNiche }) {
  const count = niche.scripts.length;
  const label = `${count} ${count === 1 ? 'script' : 'scripts'}`;
  return (
    <Card className="overflow-hidden">
      <Collapsible>
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="group flex w-full items-start gap-3 p-4 text-left transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:items-center sm:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <NicheIcon icon={niche.icon} className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{niche.name}</span>
              <span className="block text-sm text-muted-foreground">{niche.offer}</span>
              <Badge variant="secondary" className="mt-2 sm:hidden">
                {label}
              </Badge>
            </span>
            <Badge variant="secondary" className="hidden shrink-0 sm:inline-flex">
              {label}
            </Badge>
            <ChevronDown
              className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 sm:mt-0"
              aria-hidden
            />
          </button>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul
            className="grid gap-3 border-t bg-muted/30 p-4 sm:p-5"
            aria-label={`${niche.name} scripts`}
          >
            {niche.scripts.map((script) => (
              <li key={script.title} className="rounded-lg border bg-card p-4">
                <div className="mb-2 flex items-start justify-between gap-2">
                  <h3 className="font-medium">{script.title}</h3>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => copyText(script.content, 'Script')}
                    aria-label={`Copy ${script.title}`}
                  >
                    <Copy aria-hidden />
                    Copy
                  </Button>
                </div>
                <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
                  {script.content}
                </p>
              </li>
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
