import { useEffect, useMemo, useState } from 'react';
import { Layers, Lightbulb, ListFilter, Search, ShieldQuestion } from 'lucide-react';
import { BUILT_IN_OBJECTIONS, OBJECTION_CATEGORIES } from '@/shared/content/objections';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { StatCard } from '@/web/components/ui/stat-card';
import { notify } from '@/web/lib/toast';
import { useDeleteObjection } from '../api/delete-objection';
import { useCustomObjections } from '../api/list-objections';
import { filterObjections, objectionItems, type CategoryFilter } from '../utils/objection-items';
import { AddObjectionDialog } from './add-objection-dialog';
import { ObjectionCard } from './objection-card';
import { pageHeadings } from '@/web/lib/page-headings';
import { paths } from '@/shared/paths';

const TIPS = [
  'Listen fully before you answer; an objection is often a question in disguise.',
  'Acknowledge the concern first. People only hear your reply once they feel heard.',
  'Ask a question back to find the real reason behind the objection.',
  'Keep it short in a DM: two or three sentences, then a question.',
  'Never argue. Your aim is the next conversation, not winning this one.',
];

export function ObjectionHandlerPage() {
  const custom = useCustomObjections();
  const remove = useDeleteObjection();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const items = useMemo(() => objectionItems(custom.data?.objections ?? []), [custom.data]);
  const shown = filterObjections(items, search, category);
  const customCount = items.length - BUILT_IN_OBJECTIONS.length;

  useEffect(() => {
    if (custom.error) console.warn('Failed to load custom objections', custom.error);
  }, [custom.error]);

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => notify.success('Deleted!', 'The objection was removed.'),
      onError: () => notify.error('Error', 'Failed to delete objection.'),
    });

  return (
    <>
      <PageHeader {...pageHeadings[paths.objectionHandler]} actions={<AddObjectionDialog />} />
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard
          label="Total Objections"
          value={items.length}
          hint={`${BUILT_IN_OBJECTIONS.length} pre-built · ${customCount} custom`}
          icon={<ShieldQuestion />}
        />
        <StatCard label="Categories" value={OBJECTION_CATEGORIES.length} icon={<Layers />} />
        <StatCard
          label="Filtered Results"
          value={shown.length}
          icon={<ListFilter />}
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <Card className="mb-6">
        <CardContent className="grid gap-4 p-4 sm:p-5">
          <div className="grid gap-1.5">
            <Label htmlFor="objection-search">Search objections</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="objection-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search by objection, response or category"
                className="pl-9"
              />
            </div>
          </div>
          <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
            {(['All', ...OBJECTION_CATEGORIES] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={category === option ? 'default' : 'outline'}
                aria-pressed={category === option}
                onClick={() => setCategory(option)}
              >
                {option}
              </Button>
            ))}
          </div>
        </CardContent>
      </Card>
      {shown.length === 0 ? (
        <EmptyState icon={<Search />} title="No objections found matching your criteria">
          Try another search or category, or add your own objection.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2" aria-label="Objections" role="list">
          {shown.map((item) => (
            <div key={item.id} role="listitem" className="grid">
              <ObjectionCard
                item={item}
                deleting={remove.isPending && remove.variables === item.customId}
                onDelete={() => item.customId && onDelete(item.customId)}
              />
            </div>
          ))}
        </div>
      )}
      <Card className="mt-6 border-primary/30 bg-accent/40">
        <CardHeader className="flex-row items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden />
          <CardTitle>Tips for handling objections</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
