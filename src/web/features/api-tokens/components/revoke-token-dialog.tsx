import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';

/**
 * Revoke's confirmation: the token stops working at once. Loaded on demand (the kit's
 * OnDemandDialog), so Settings and Admin do not load the dialog code to paint.
 */
export default function RevokeTokenDialog({
  open,
  onOpenChange,
  whose,
  onRevoke,
}: OnDemandDialogProps & {
  /** The token as the button names it: “name”, or the member's token “name” in the admin's list. */
  whose: string;
  onRevoke: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke this token?</AlertDialogTitle>
          <AlertDialogDescription>
            {whose} stops working at once: tools that use it are told “This token was revoked or has
            expired”. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onRevoke}>Revoke token</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
