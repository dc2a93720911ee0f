import type { Ref } from 'react';
import { Bot, Copy, MessageSquareText, PenLine, RefreshCw, Save } from 'lucide-react';
import {
  SCRIPT_TONE_INFO,
  SCRIPT_TYPE_INFO,
  scriptLimit,
  type ScriptTone,
  type ScriptType,
} from '@/shared/content/script-types';
import type { WriterKind } from '@/shared/schemas/scripts';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { cn } from '@/web/lib/cn';
import { formatCount } from '@/web/lib/format';

export type ShownScript = {
  text: string;
  streaming: boolean;
  scriptType: ScriptType;
  tone: ScriptTone;
  /** Known once the writer has finished. */
  writer: { kind: WriterKind; label: string } | null;
};

/** A live character count against the platform's limit (docs/decisions/0112-script-limits.md). */
function CharacterCount({ length, scriptType }: { length: number; scriptType: ScriptType }) {
  const { max, platform } = scriptLimit(scriptType);
  const over = length > max;
  return (
    <p
      className={cn('text-xs tabular-nums', over ? 'text-destructive' : 'text-muted-foreground')}
      data-testid="character-count"
    >
      {formatCount(length)} / {formatCount(max)} characters · {platform} limit
      {over ? ' (over the limit)' : ''}
    </p>
  );
}

export function WriterBadge({ writer }: { writer: { kind: WriterKind; label: string } }) {
  return (
    <Badge variant="outline" className="max-w-full">
      {writer.kind === 'llm' ? <Bot aria-hidden /> : <PenLine aria-hidden />}
      <span className="truncate">Written by {writer.label}</span>
    </Badge>
  );
}

export function ScriptOutput({
  ref,
  shown,
  defaultWriter,
  onRegenerate,
  onCopy,
  onSave,
  saving,
}: {
  ref?: Ref<HTMLDivElement>;
  shown: ShownScript | null;
  defaultWriter: WriterKind | undefined;
  onRegenerate: () => void;
  onCopy: () => void;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <Card ref={ref} className="flex scroll-mt-20 flex-col">
      <CardHeader>
        <CardTitle>Generated Script</CardTitle>
        <CardDescription>
          {defaultWriter === 'llm'
            ? 'Written by an AI model and streamed as it writes.'
            : 'Written by the built-in writer from your details.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {!shown ? (
          <EmptyState
            className="min-h-64 flex-1"
            icon={<MessageSquareText />}
            title="Your script will appear here"
          >
            Fill in the prospect details and click Generate Script.
          </EmptyState>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{SCRIPT_TYPE_INFO[shown.scriptType].label}</Badge>
              <Badge variant="secondary">{SCRIPT_TONE_INFO[shown.tone].label}</Badge>
              {shown.writer ? <WriterBadge writer={shown.writer} /> : null}
            </div>
            <div
              className="min-h-40 rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
              aria-live="polite"
              aria-busy={shown.streaming}
              aria-label="Script text"
              role="region"
              data-testid="script-text"
            >
              {shown.text}
              {shown.streaming ? (
                <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-middle" />
              ) : null}
            </div>
            <CharacterCount length={shown.text.length} scriptType={shown.scriptType} />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={onRegenerate} disabled={shown.streaming}>
                <RefreshCw aria-hidden />
                Regenerate
              </Button>
              <Button variant="outline" onClick={onCopy} disabled={!shown.text}>
                <Copy aria-hidden />
                Copy Script
              </Button>
              <Button onClick={onSave} disabled={saving}>
                <Save aria-hidden />
                {saving ? 'Saving...' : 'Save Script'}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
