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
import type { PendingTransition } from './use-transition-prompt';

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
  pending: PendingTransition | null;
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
            {pending ? text.body(pending.prospect.name) : ''}
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
