import {
  Award,
  CalendarCheck,
  CalendarDays,
  Crown,
  Flame,
  Handshake,
  MessageCircleReply,
  MessagesSquare,
  Mountain,
  Rocket,
  Send,
  Target,
  Trophy,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  first_dm: Send,
  first_reply: MessageCircleReply,
  first_meeting: Handshake,
  goal_smashed: Target,
  double_goal: Zap,
  streak_3: Flame,
  streak_7: Trophy,
  streak_30: Mountain,
  perfect_week: CalendarCheck,
  dms_100: Rocket,
  dms_1000: Award,
  dms_10000: Crown,
  replies_100: MessagesSquare,
  meetings_10: CalendarDays,
};

export function AchievementIcon({ code, className }: { code: string; className?: string }) {
  const Icon = icons[code] ?? Award;
  return <Icon className={className} aria-hidden />;
}
