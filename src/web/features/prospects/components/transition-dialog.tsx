import type { Dm } from '@/shared/schemas/dm';
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
import type { Transition } from '../api/log-transition';

const copy = {
  reply: {
    title: 'Log Reply',
    body: (name: string) => `Mark that ${name} replied to your DM?`,
    action: 'Log Reply',
  },
  meeting: {
    title: 'Log Meeting',
    body: (name: string) => `Mark that ${name} booked a meeting?`,
    action: 'Log Meeting',
  },
};

/** The confirmation before Log Reply / Log Meeting (docs/product.md, Prospect Tracker). */
export function TransitionDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: { dm: Dm; kind: Transition } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const text = pending ? copy[pending.kind] : copy.reply;
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {pending ? text.body(pending.dm.prospectName) : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{text.action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
