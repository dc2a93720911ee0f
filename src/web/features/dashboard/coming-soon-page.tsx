import { Construction } from 'lucide-react';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState } from '@/web/components/ui/empty-state';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={<Construction />} title="Coming soon">
        This module is being built. Check back shortly.
      </EmptyState>
    </>
  );
}
