import { Lightbulb, ScrollText } from 'lucide-react';
import { VAULT_NICHES } from '@/shared/content/vault';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useVaultRates } from '../api/get-vault-rates';
import { CommunityRatesCard } from './community-rates-card';
import { NicheCard } from './niche-card';
import { pageHeadings } from '@/web/lib/page-headings';
import { paths } from '@/shared/paths';

export function VaultPage() {
  const rates = useVaultRates();
  const total = VAULT_NICHES.reduce((sum, niche) => sum + niche.scripts.length, 0);
  return (
    <>
      <PageHeader {...pageHeadings[paths.vault]} />
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader className="flex-row items-center gap-2">
            <ScrollText className="size-5 text-primary" aria-hidden />
            <CardTitle>How to use the vault</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {total} scripts across {VAULT_NICHES.length} niches, each written around that niche’s
            real problems. Open a niche, copy a script, and fill in the parts in square brackets
            before you send it.
          </CardContent>
        </Card>
        <Card className="border-primary/30 bg-accent/40">
          <CardHeader className="flex-row items-center gap-2">
            <Lightbulb className="size-5 text-primary" aria-hidden />
            <CardTitle>Pro Tip</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            Never send a script word for word. Change the first line to something you noticed about
            that person: a post, a launch, a result. One real detail makes a reply far more likely.
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-3">
        {VAULT_NICHES.map((niche) => (
          <NicheCard key={niche.id} niche={niche} />
        ))}
      </div>
      {/* Below the niches: arriving with its data, it moves nothing the member is reading. */}
      {rates.data ? <CommunityRatesCard data={rates.data} /> : null}
    </>
  );
}
