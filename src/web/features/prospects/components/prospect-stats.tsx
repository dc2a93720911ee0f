import { CalendarCheck, CalendarDays, MessageSquareReply, Users } from 'lucide-react';
import type { ProspectStats as Figures } from '@/shared/schemas/prospects';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatCount, formatRate } from '@/web/lib/format';

/** The period the rates are of (docs/product.md, Everywhere: Rates). */
const PERIOD = 'of all prospects messaged';

const count = (figures: Figures | undefined, value: (figures: Figures) => number) =>
  figures ? formatCount(value(figures)) : undefined;

/** A rate's count, its numerator of its denominator: '3 of 31'. */
const share = (figures: Figures | undefined, part: (figures: Figures) => number) =>
  figures ? `${formatCount(part(figures))} of ${formatCount(figures.prospects)}` : '—';

/**
 * The spec's four stat cards, people counted once (docs/product.md, Prospect Tracker): Total
 * Prospects, Reply Rate, Meeting Rate and This Week, each rate with its count ('3 of 31') as the
 * hint. On a phone the cards are small and hintless, so the counts and their period follow them.
 */
export function ProspectStats({ figures }: { figures: Figures | undefined }) {
  const replied = share(figures, (f) => f.replied);
  const booked = share(figures, (f) => f.meetings);
  return (
    <div className="mb-4 grid gap-2 sm:mb-6">
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        <StatCard
          dense
          label="Total Prospects"
          value={count(figures, (f) => f.prospects)}
          hint="People you messaged"
          icon={<Users />}
        />
        <StatCard
          dense
          label="Reply Rate"
          value={formatRate(figures?.replyRate ?? null)}
          hint={`${replied} replied, ${PERIOD}`}
          icon={<MessageSquareReply />}
        />
        <StatCard
          dense
          label="Meeting Rate"
          value={formatRate(figures?.meetingRate ?? null)}
          hint={`${booked} booked, ${PERIOD}`}
          icon={<CalendarCheck />}
        />
        <StatCard
          dense
          label="This Week"
          value={count(figures, (f) => f.thisWeek)}
          hint="First messaged in the last 7 days"
          icon={<CalendarDays />}
        />
      </div>
      {/* Two lines whatever the figures, so their arrival never moves what follows. */}
      <p className="text-xs text-muted-foreground sm:hidden">
        <span className="block">
          {replied} replied · {booked} booked,
        </span>
        <span className="block">{PERIOD}.</span>
      </p>
    </div>
  );
}
