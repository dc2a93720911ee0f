import { rateBasis } from '@/shared/domain/rates';
import { attentionLabels } from '@/shared/schemas/cohort-attention';
import type { CohortAttention } from '@/shared/schemas/cohort';
import { Badge } from '@/web/components/ui/badge';
import { EmptyState } from '@/web/components/ui/empty-state';
import { formatRate, formatRelative } from '@/web/lib/format';

/** Members who stalled, broke their streak or reply far below the cohort, with the reasons. */
export function AttentionList({ data }: { data: CohortAttention }) {
  if (data.members.length === 0) {
    return <EmptyState title="Nobody needs attention">Everyone is on track.</EmptyState>;
  }
  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground">
        Cohort reply rate {rateBasis('in the last 30 days')}: {formatRate(data.cohortReplyRate)}.
      </p>
      <ul className="divide-y rounded-lg border" aria-label="Members who need attention">
        {data.members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{member.name}</p>
              <p className="text-xs text-muted-foreground">
                Last DM {formatRelative(member.lastDmAt).toLowerCase()} · reply rate{' '}
                {formatRate(member.replyRate)}
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              {member.reasons.map((reason) => (
                <Badge key={reason} variant="outline">
                  {attentionLabels[reason]}
                </Badge>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
