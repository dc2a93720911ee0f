import { Quote as QuoteIcon } from 'lucide-react';
import { quoteOfTheDay } from '@/shared/content/quotes';
import { localDay } from '@/shared/domain/day';
import { Card } from '@/web/components/ui/card';

/** The daily quote, chosen by the day of the month in the member's zone (docs/product.md). */
export function QuoteCard({ timeZone }: { timeZone: string | undefined }) {
  const day = Number(localDay(new Date(), timeZone ?? 'UTC').slice(8, 10));
  const quote = quoteOfTheDay(day);
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        <QuoteIcon className="size-4" aria-hidden />
        Quote of the day
      </h2>
      <figure className="grid gap-2">
        <blockquote className="text-lg leading-snug font-medium text-balance">
          “{quote.text}”
        </blockquote>
        <figcaption className="text-sm text-muted-foreground">
          — {quote.author}, <cite>{quote.source}</cite>
        </figcaption>
      </figure>
    </Card>
  );
}
