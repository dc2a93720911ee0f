import { CalendarCheck, CalendarDays, MessageSquareReply, Users } from 'lucide-react';
import type { ProspectStats as Figures } from '@/shared/schemas/prospects';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatCount, formatRate } from '@/web/lib/format';

/** The four stat cards over all the member's DMs (docs/product.md, Prospect Tracker). */
export function ProspectStats({ figures }: { figures: Figures | undefined }) {
  return (
    <div className="mb-4 grid grid-cols-4 gap-2 sm:mb-6 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
      <StatCard
        dense
        label="Total Prospects"
        value={figures ? formatCount(figures.total) : '—'}
        icon={<Users />}
      />
      <StatCard
        dense
        label="Reply Rate"
        value={figures ? formatRate(figures.responseRate) : '—'}
        hint={figures ? `${formatCount(figures.responded)} replied` : undefined}
        icon={<MessageSquareReply />}
      />
      <StatCard
        dense
        label="Meeting Rate"
        value={figures ? formatRate(figures.meetingRate) : '—'}
        hint={figures ? `${formatCount(figures.meetings)} booked` : undefined}
        icon={<CalendarCheck />}
      />
      <StatCard
        dense
        label="This Week"
        value={figures ? formatCount(figures.thisWeek) : '—'}
        hint="New prospects, last 7 days"
        icon={<CalendarDays />}
      />
    </div>
  );
}
