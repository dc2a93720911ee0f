import type { ProspectStatus } from '@/shared/schemas/prospects';
import { Badge } from '@/web/components/ui/badge';

const badges: Record<
  ProspectStatus,
  { label: string; variant: 'warning' | 'default' | 'success' | 'secondary' }
> = {
  sent: { label: 'DM Sent', variant: 'warning' },
  responded: { label: 'Responded', variant: 'default' },
  meeting: { label: 'Meeting Booked', variant: 'success' },
  cold: { label: 'Cold', variant: 'secondary' },
};

/** DM Sent, Responded, Meeting Booked, Cold (docs/product.md, Pipeline status). */
export function StatusBadge({ status }: { status: ProspectStatus }) {
  const { label, variant } = badges[status];
  return <Badge variant={variant}>{label}</Badge>;
}
