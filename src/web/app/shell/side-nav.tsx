import { NavLink } from 'react-router';
import { Send, ShieldCheck } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useOpenLogDmHere } from '@/web/lib/log-dm-launcher';
import { useMe } from '@/web/lib/me';
import { paths } from '@/shared/paths';
import { logDmHref, navItems } from './nav-items';
import { PendingBadge } from './pending-badge';

const linkClasses =
  'flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-foreground pointer-coarse:min-h-11 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The desktop's navigation: Log DM on top (the dialog over the page the member is on), then every
 * member page (and, for an admin, Admin Panel).
 */
export function SideNav({ className }: { className?: string }) {
  const isAdmin = useMe().data?.profile.isAdmin === true;
  const openLogDmHere = useOpenLogDmHere();
  return (
    <nav aria-label="Main" className={cn('flex flex-col gap-1', className)}>
      <Button asChild className="mb-3">
        <NavLink to={logDmHref} onClick={openLogDmHere}>
          <Send aria-hidden />
          Log DM
        </NavLink>
      </Button>
      {navItems.map(({ label, to, icon: Icon }) => (
        <NavLink key={to} to={to} end className={linkClasses}>
          <Icon aria-hidden />
          {label}
        </NavLink>
      ))}
      {isAdmin ? (
        <NavLink to={paths.admin} end className={linkClasses}>
          <ShieldCheck aria-hidden />
          Admin Panel
          <PendingBadge className="ml-auto" />
        </NavLink>
      ) : null}
    </nav>
  );
}
