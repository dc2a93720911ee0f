import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { plural } from '@/web/lib/format';
import { useMe } from '@/web/lib/me';
import { usePendingSignUpsCount } from '@/web/lib/pending-sign-ups';

/**
 * The count of sign-ups waiting for a decision on the navigation's Admin entry, for an admin: a
 * number for the eye, a phrase for a screen reader (read as part of the link's name). Nothing
 * when no sign-up waits. It asks for the count itself, so the answer redraws the badge alone,
 * not the frame around it.
 */
export function PendingBadge({ className }: { className?: string }) {
  const count = usePendingSignUpsCount(useMe().data?.profile.isAdmin === true);
  if (count <= 0) return null;
  return (
    <>
      <Badge
        variant="destructive"
        aria-hidden
        data-pending-badge
        className={cn('min-w-5 justify-center px-1.5 py-0 leading-5', className)}
      >
        {count > 99 ? '99+' : count}
      </Badge>
      <span className="sr-only">, {plural(count, 'pending sign-up')}</span>
    </>
  );
}
