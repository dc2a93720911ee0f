import { Bot, ExternalLink } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

/**
 * The AI coach chat opens in a new tab; without COACH_URL the card is not shown
 * (docs/decisions/0115-ai-coach-link.md).
 */
export function CoachCard({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Bot className="size-5" aria-hidden />
        </span>
        AI Coach
      </h2>
      <p className="text-sm text-muted-foreground">
        Stuck on a reply or an objection? Talk it through with the community&apos;s AI coach.
      </p>
      <Button asChild className="mt-auto w-full sm:w-fit">
        <a href={url} target="_blank" rel="noopener noreferrer">
          Chat with the AI Coach
          <ExternalLink aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    </Card>
  );
}
