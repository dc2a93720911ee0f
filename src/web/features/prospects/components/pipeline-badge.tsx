import { ageInDays, pipelineStatus } from '@/shared/domain/pipeline';
import type { Dm } from '@/shared/schemas/dm';
import { Badge } from '@/web/components/ui/badge';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** DM Sent (with its age), Responded, Meeting Booked, Cold (docs/product.md, Pipeline status). */
export function PipelineBadge({ dm, now }: { dm: Dm; now: Date }) {
  const status = pipelineStatus(dm, now);
  const age = ageInDays(dm.sentAt, now);
  switch (status) {
    case 'meeting':
      return <Badge variant="success">Meeting Booked</Badge>;
    case 'responded':
      return <Badge>Responded</Badge>;
    case 'cold':
      return <Badge variant="secondary">Cold · {days(age)}</Badge>;
    default:
      return <Badge variant="warning">DM Sent · {days(age)}</Badge>;
  }
}
