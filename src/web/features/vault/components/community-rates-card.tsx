import { useState } from 'react';
import { Users } from 'lucide-react';
import { parseScriptUsed, scriptUsedLabel } from '@/shared/domain/script-used';
import { RATE_BASIS } from '@/shared/domain/rates';
import type { VaultRatesResponse } from '@/shared/schemas/analytics';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ToggleGroup } from '@/web/components/ui/toggle-group';
import { formatCount, formatRate } from '@/web/lib/format';

type Sort = 'rate' | 'dms';

/** The vault's scripts ranked by the community's reply rate: which openers work here. */
export function CommunityRatesCard({ data }: { data: VaultRatesResponse }) {
  const [sort, setSort] = useState<Sort>('rate');
  const rows = data.scripts
    .map((row) => {
      const used = parseScriptUsed(row.key);
      return { ...row, label: used && used.kind === 'vault' ? scriptUsedLabel(used) : row.key };
    })
    .sort((a, b) => (sort === 'rate' ? b.replyRate - a.replyRate : b.dms - a.dms));
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden />
          What gets replies in this community
        </CardTitle>
        <CardDescription>
          Reply rate across every member, {RATE_BASIS} with a vault script (follow-ups left out),
          once at least {data.minDms} prospects from {data.minMembers} members were opened with it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No vault script has been used enough yet. Pick the script you used when you log a DM.
          </p>
        ) : (
          <>
            <ToggleGroup
              label="Sort scripts by"
              value={sort}
              options={[
                { value: 'rate', label: 'Reply rate' },
                { value: 'dms', label: 'DMs' },
              ]}
              onChange={setSort}
              className="mb-3"
            />
            <ol
              className="divide-y rounded-lg border"
              aria-label="Vault scripts by community result"
            >
              {rows.map((row) => (
                <li key={row.key} className="flex items-center justify-between gap-3 p-3 text-sm">
                  <span className="min-w-0 break-words">{row.label.replace(/^Vault: /, '')}</span>
                  <span className="shrink-0 text-right tabular-nums">
                    <span className="font-semibold">{formatRate(row.replyRate)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {formatCount(row.dms)} prospects
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
