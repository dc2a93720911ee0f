import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Settings, ShieldCheck } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { useMe } from '@/web/lib/me';
import { paths } from '@/shared/paths';
import { bottomItems, navItems, type NavItem } from './nav-items';
import { PendingBadge } from './pending-badge';

const onBar = new Set<string>([...bottomItems.before, ...bottomItems.after].map((item) => item.to));

/**
 * Closes the sheet when another page arrives, however the navigation came about: a tap's click
 * handler alone missed quick taps (the new page committed while the sheet stayed open). The page
 * is compared with the one in the address bar when the sheet opened, not with the one on screen:
 * a page still loading then (its chunk on a slow phone) arrives without closing a sheet opened
 * after it was chosen.
 */
function useCloseOnNavigation(open: boolean, onOpenChange: (open: boolean) => void) {
  const { pathname } = useLocation();
  const openedOver = useRef<string | null>(null);
  useEffect(() => {
    if (open) openedOver.current = window.location.pathname;
  }, [open]);
  useEffect(() => {
    if (openedOver.current !== null && pathname !== openedOver.current) onOpenChange(false);
  }, [pathname, onOpenChange]);
}

/**
 * The pages the bottom bar has no room for, in a sheet that rises from the bottom (in a chunk
 * of its own with the kit's dialog: src/web/app/shell/more-menu.tsx loads it).
 */
export default function MoreSheet({ open, onOpenChange }: OnDemandDialogProps) {
  const { data } = useMe();
  useCloseOnNavigation(open, onOpenChange);
  const items: NavItem[] = [
    ...navItems.filter((item) => !onBar.has(item.to)),
    { label: 'Settings', to: paths.settings, icon: Settings },
    ...(data?.profile.isAdmin
      ? [{ label: 'Admin Panel', to: paths.admin, icon: ShieldCheck }]
      : []),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-auto bottom-0 translate-y-0 rounded-b-none pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <DialogHeader>
          <DialogTitle>More</DialogTitle>
          <DialogDescription className="sr-only">Every other page of DM Sprint.</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-2">
          {items.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={() => onOpenChange(false)}
                className="flex min-h-12 items-center gap-2 rounded-lg border bg-card px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:border-primary [&_svg]:size-4 [&_svg]:shrink-0"
              >
                <Icon aria-hidden />
                {label}
                {to === paths.admin ? <PendingBadge className="ml-auto" /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
