import { Copy } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { copyText } from '@/web/lib/clipboard';

/** A webhook's signing secret, shown once (after adding it or making a new one). */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone?: () => void }) {
  return (
    <div
      className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
      role="status"
      aria-label="Signing secret"
    >
      <p className="font-medium">Signing secret</p>
      <p className="text-sm text-muted-foreground">
        Copy it now: it will not be shown again. Your receiver checks each delivery’s
        webhook-signature with it (Discord and Slack do not need it).
      </p>
      <code
        className="rounded-md border bg-card p-2 text-sm break-all"
        data-testid="webhook-secret"
      >
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copyText(secret, 'Secret')}>
          <Copy aria-hidden />
          Copy secret
        </Button>
        {onDone ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Done
          </Button>
        ) : null}
      </div>
    </div>
  );
}
