import { ExternalLink } from 'lucide-react';
import { isSafeHttpUrl } from '@/shared/domain/platform';
import { cn } from '@/web/lib/cn';
import { Button } from './ui/button';

/**
 * A prospect's profile URL as text, with an open-in-new-tab button that exists only for
 * http(s) URLs: anything else (javascript:, data:) stays inert text. `wrap`: the whole address on
 * as many lines as it needs (a prospect's details), instead of one line cut short (a list).
 */
export function ProfileLink({
  url,
  wrap = false,
  className,
}: {
  url: string;
  wrap?: boolean;
  className?: string;
}) {
  const safe = isSafeHttpUrl(url);
  return (
    <span className={cn('flex min-w-0 items-center gap-1', className)}>
      <span
        className={cn(
          'min-w-0 font-mono text-xs text-muted-foreground',
          wrap ? 'break-all' : 'truncate',
        )}
        title={url}
      >
        {url}
      </span>
      {safe ? (
        // No colour transition: in a list row laid out only near the screen (content-visibility),
        // Chromium first styles the link in its own link blue, and the transition then showed
        // the icon fading from blue as the row came on screen (a frame of style work each).
        <Button asChild variant="ghost" size="icon-sm" className="shrink-0 transition-none">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            <span className="sr-only">Open profile in a new tab</span>
          </a>
        </Button>
      ) : null}
    </span>
  );
}
