import { NavLink } from 'react-router';
import { Send, type LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { useOpenLogDmHere } from '@/web/lib/log-dm-launcher';
import { bottomItems, bottomTabClasses, logDmHref } from './nav-items';
import { MoreMenu } from './more-menu';

function Tab({ label, to, icon: Icon }: { label: string; to: string; icon: LucideIcon }) {
  return (
    <NavLink to={to} end className={bottomTabClasses}>
      <Icon aria-hidden />
      <span className="truncate">{label}</span>
    </NavLink>
  );
}

/**
 * The phone's navigation, under the thumb: Log DM in the middle (the dialog over the page the
 * member is on), More for the other pages.
 */
export function BottomBar({ className, loading }: { className?: string; loading: boolean }) {
  const openLogDmHere = useOpenLogDmHere();
  return (
    <nav
      aria-label="Main"
      data-bottom-bar
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        className,
      )}
    >
      <div className="mx-auto flex max-w-lg items-center gap-1 px-2">
        {bottomItems.before.map((item) => (
          <Tab key={item.to} {...item} />
        ))}
        <NavLink
          to={logDmHref}
          onClick={openLogDmHere}
          className="flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[0.7rem] font-semibold text-foreground outline-none focus-visible:[&>span:first-child]:ring-[3px] focus-visible:[&>span:first-child]:ring-ring/50"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm [&_svg]:size-5">
            <Send aria-hidden />
          </span>
          <span>Log DM</span>
        </NavLink>
        {bottomItems.after.map((item) => (
          <Tab key={item.to} {...item} />
        ))}
        <MoreMenu disabled={loading} />
      </div>
    </nav>
  );
}
