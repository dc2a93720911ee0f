import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';

/** Revoke, after an alert dialog: the token stops working at once. */
export function RevokeTokenButton({
  name,
  owner,
  onRevoke,
}: {
  name: string;
  /** The admin's list names the member whose token it is. */
  owner?: string;
  onRevoke: () => void;
}) {
  const whose = owner ? `${owner}'s token “${name}”` : `“${name}”`;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${whose}`}>
          Revoke
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke this token?</AlertDialogTitle>
          <AlertDialogDescription>
            {whose.charAt(0).toUpperCase() + whose.slice(1)} stops working at once: tools that use
            it get “401 invalid_token”. This cannot be undone.
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
