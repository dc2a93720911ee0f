import { Ban, Check, RotateCcw, X } from 'lucide-react';
import type { AdminUser } from '@/shared/schemas/admin';
import { InitialsAvatar } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatDate } from '@/web/lib/format';
import { RemoveMemberDialog } from './remove-member-dialog';
import { StatusBadge } from './status-badge';

/** `timeZone`: the signed-in member's, read once by the list rather than by every row. */
export function UserRow({
  user,
  timeZone,
  busy,
  onDecide,
}: {
  user: AdminUser;
  timeZone: string | undefined;
  busy: boolean;
  onDecide: (status: 'approved' | 'rejected') => void;
}) {
  const name = user.fullName?.trim() || 'Unknown User';
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <InitialsAvatar name={user.fullName} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{name}</span>
            {user.isAdmin ? <Badge variant="secondary">Admin</Badge> : null}
            <Badge variant="outline">{user.twoFactorEnabled ? '2FA on' : '2FA off'}</Badge>
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {user.company || 'No company'} · {user.email}
          </p>
          <p className="text-xs text-muted-foreground">
            Joined {formatDate(user.createdAt, timeZone)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={user.approvalStatus} />
        {user.approvalStatus === 'pending' ? (
          <>
            <Button
              size="sm"
              variant="success"
              disabled={busy}
              onClick={() => onDecide('approved')}
            >
              <Check aria-hidden />
              Approve
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={busy}
              onClick={() => onDecide('rejected')}
            >
              <X aria-hidden />
              Reject
            </Button>
          </>
        ) : null}
        {user.approvalStatus === 'approved' && !user.isAdmin ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('rejected')}>
            <Ban aria-hidden />
            Suspend
          </Button>
        ) : null}
        {user.approvalStatus === 'rejected' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('approved')}>
            <RotateCcw aria-hidden />
            Reconsider
          </Button>
        ) : null}
        {user.isAdmin ? null : <RemoveMemberDialog userId={user.userId} name={name} />}
      </div>
    </li>
  );
}
