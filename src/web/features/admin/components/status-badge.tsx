import type { ApprovalStatus } from '@/shared/schemas/profile';
import { Badge } from '@/web/components/ui/badge';

const variants = { approved: 'success', pending: 'warning', rejected: 'destructive' } as const;

export function StatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge variant={variants[status]} className="capitalize">
      {status}
    </Badge>
  );
}
