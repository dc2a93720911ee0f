import { Badge } from '@/web/components/ui/badge';
import { useCohortAttention } from '../api/cohort';

/** How many members need attention, on the Cohort tab. */
export function AttentionCount() {
  const count = useCohortAttention().data?.members.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge variant="warning" className="ml-2">
      {count}
      <span className="sr-only"> need attention</span>
    </Badge>
  );
}
