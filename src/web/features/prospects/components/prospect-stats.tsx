import { CalendarCheck, CalendarDays, MessageSquareReply, Users } from 'lucide-react';
import type { ProspectStats as Figures } from '@/shared/schemas/prospects';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatCount, formatRate } from '@/web/lib/format';

/** The period the rates are of (docs/product.md, Everywhere: Rates). */
const PERIOD = 'of all prospects messaged';

const count = (figures: Figures | undefined, value: (figures: Figures) => number) =>
  figures ? formatCount(value(figures)) : undefined;

/**
 * The four stat cards, people counted once (docs/product.md, Prospect Tracker). On a phone the
 * cards are small and hintless, so the two rates and their period follow them.
 */
export function ProspectStats({ figures }: { figures: Figures | undefined }) {
  const replyRate = formatRate(figures?.replyRate ?? null);
  const meetingRate = formatRate(figures?.meetingRate ?? null);
  return (
    <div className="mb-4 grid gap-2 sm:mb-6">
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        <StatCard
          dense
          label="Prospects"
          value={count(figures, (f) => f.prospects)}
          hint="People you messaged"
          icon={<Users />}
        />
        <StatCard
          dense
          label="Replied"
          value={count(figures, (f) => f.replied)}
          hint={`${replyRate} ${PERIOD}`}
          icon={<MessageSquareReply />}
        />
        <StatCard
          dense
          label="Meetings"
          value={count(figures, (f) => f.meetings)}
          hint={`${meetingRate} ${PERIOD}`}
          icon={<CalendarCheck />}
        />
        <StatCard
          dense
          label="This week"
          value={count(figures, (f) => f.thisWeek)}
          hint="First messaged in the last 7 days"
          icon={<CalendarDays />}
        />
      </div>
      {/* Two lines whatever the figures, so their arrival never moves what follows. */}
      <p className="text-xs text-muted-foreground sm:hidden">
        <span className="block">
          Reply rate {replyRate} · meeting rate {meetingRate},
        </span>
        <span className="block">{PERIOD}.</span>
      </p>
    </div>
  );
}
