import { useEffect } from 'react';
import { Copy, FolderOpen, Inbox, Trash2 } from 'lucide-react';
import { SCRIPT_TONE_INFO, SCRIPT_TYPE_INFO } from '@/shared/content/script-types';
import type { SavedScript } from '@/shared/schemas/scripts';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { copyText } from '@/web/lib/clipboard';
import { formatDateTime } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useDeleteScript } from '../api/delete-script';
import { useSavedScripts } from '../api/list-scripts';

function SavedScriptItem({
  script,
  onLoad,
  onDelete,
}: {
  script: SavedScript;
  onLoad: () => void;
  onDelete: () => void;
}) {
  const who = `${script.prospectName} at ${script.companyName}`;
  const timeZone = useTimeZone();
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{who}</p>
          <p className="text-xs text-muted-foreground">
            Saved{' '}
            <time dateTime={script.createdAt}>{formatDateTime(script.createdAt, timeZone)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{SCRIPT_TYPE_INFO[script.scriptType].label}</Badge>
          <Badge variant="secondary">{SCRIPT_TONE_INFO[script.tone].label}</Badge>
        </div>
      </div>
      <p className="line-clamp-3 text-sm break-words text-muted-foreground">
        {script.generatedScript.replace(/\s+/g, ' ')}
      </p>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={onLoad} aria-label={`Load script for ${who}`}>
          <FolderOpen aria-hidden />
          Load
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => copyText(script.generatedScript, 'Script')}
          aria-label={`Copy script for ${who}`}
        >
          <Copy aria-hidden />
          Copy
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete script for ${who}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Saved Scripts: count, then each with load, copy, delete, date and time, three-line preview. */
export function SavedScripts({ onLoad }: { onLoad: (script: SavedScript) => void }) {
  const saved = useSavedScripts();
  const remove = useDeleteScript();
  const scripts = saved.data?.scripts ?? [];

  // A failure to load saved scripts is only logged (docs/product.md, DM Script Generator).
  useEffect(() => {
    if (saved.error) console.warn('Failed to load saved scripts', saved.error);
  }, [saved.error]);

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => notify.success('Script Deleted', 'The script was removed from your list.'),
      onError: () => notify.error('Delete Failed', 'Failed to delete script. Please try again.'),
    });

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Saved Scripts</CardTitle>
        <Badge variant="secondary" aria-label={`${scripts.length} saved scripts`}>
          {scripts.length}
        </Badge>
      </CardHeader>
      {saved.isPending ? (
        <CardContent className="grid gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </CardContent>
      ) : scripts.length === 0 ? (
        <CardContent>
          <EmptyState icon={<Inbox />} title="No saved scripts yet">
            Generate a script and click Save Script to keep it here.
          </EmptyState>
        </CardContent>
      ) : (
        <ul className="divide-y border-t" aria-label="Saved scripts">
          {scripts.map((script) => (
            <SavedScriptItem
              key={script.id}
              script={script}
              onLoad={() => onLoad(script)}
              onDelete={() => onDelete(script.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
