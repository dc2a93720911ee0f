import {
  ChartColumn,
  FileText,
  LayoutDashboard,
  MessageSquareText,
  ScrollText,
  ShieldQuestion,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/shared/paths';

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** Every member page, in the order the sidebar and the phone's More menu list them. */
export const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Prospect Tracker', to: paths.prospectTracker, icon: Users },
  { label: 'Logs Manager', to: paths.logsManager, icon: FileText },
  { label: 'Progress', to: paths.progress, icon: Trophy },
  { label: 'Analytics', to: paths.analytics, icon: ChartColumn },
  { label: 'Script Generator', to: paths.scriptGenerator, icon: MessageSquareText },
  { label: 'Scripts Vault', to: paths.vault, icon: ScrollText },
  { label: 'Objection Handler', to: paths.objectionHandler, icon: ShieldQuestion },
];

/** The phone's bottom bar: the daily loop's pages either side of Log DM. */
export const bottomItems = {
  before: [
    { label: 'Today', to: paths.dashboard, icon: LayoutDashboard },
    { label: 'Prospects', to: paths.prospectTracker, icon: Users },
  ],
  after: [{ label: 'Progress', to: paths.progress, icon: Trophy }],
} satisfies Record<string, NavItem[]>;

/**
 * Log DM's link. The bottom bar opens the dialog over the current page (useOpenLogDmHere);
 * followed as a link (a new tab, before the app has the member) it opens the dashboard's dialog.
 */
export const logDmHref = paths.logDm;

/** A tab of the bottom bar (the More menu's trigger too): full height, 56 px tall. */
export const bottomTabClasses =
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-md text-[0.7rem] font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-primary [&_svg]:size-5 [&_svg]:shrink-0';
