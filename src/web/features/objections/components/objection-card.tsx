import { Copy, Trash2 } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
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
import { copyText } from '@/web/lib/clipboard';
import type { ObjectionItem } from '../utils/objection-items';

/** One objection: category, tone and Custom badges, the response, copy; delete for custom ones. */
export function ObjectionCard({
  item,
  onDelete,
  deleting,
}: {
  item: ObjectionItem;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge>{item.category}</Badge>
        <Badge variant="outline" className="capitalize">
          {item.tone}
        </Badge>
        {item.isCustom ? <Badge variant="secondary">Custom</Badge> : null}
      </div>
      <h2 className="font-semibold break-words">“{item.objection}”</h2>
      <p className="flex-1 text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
        {item.response}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => copyText(item.response, 'Response')}
          aria-label={`Copy response to “${item.objection}”`}
        >
          <Copy aria-hidden />
          Copy
        </Button>
        {item.isCustom ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                disabled={deleting}
                aria-label={`Delete objection “${item.objection}”`}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete this objection?</AlertDialogTitle>
                <AlertDialogDescription>
                  “{item.objection}” and its response will be removed from your custom objections.
                  This can’t be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
                  onClick={onDelete}
                >
                  Delete
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
      </div>
    </Card>
  );
}
