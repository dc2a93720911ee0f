import {
  Apple,
  BookOpen,
  Briefcase,
  Building,
  Dumbbell,
  GraduationCap,
  HeartPulse,
  House,
  Monitor,
  PenLine,
  Rocket,
  ShoppingCart,
  UserSearch,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { VaultIcon } from '@/shared/content/vault';

const ICONS: Record<VaultIcon, LucideIcon> = {
  House,
  Dumbbell,
  GraduationCap,
  Building,
  ShoppingCart,
  Rocket,
  HeartPulse,
  Briefcase,
  PenLine,
  Monitor,
  BookOpen,
  Apple,
  Wrench,
  UserSearch,
};

export function NicheIcon({ icon, className }: { icon: VaultIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} aria-hidden />;
}
