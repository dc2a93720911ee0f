import { CalendarCheck, MessageSquareReply, Undo2 } from 'lucide-react';
import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import type { useTransitionPrompt } from './use-transition-prompt';

/**
 * What the prospect can move to: Log Reply until it replied, then Log Meeting; the last step
 * logged can be undone (Undo reply, Undo meeting). All on its first DM. On a card (`onCard`) only
 * the next step, named with the prospect; its Undo stays in the details.
 */
export function StatusActions({
  prospect,
  prompt,
  onCard = false,
}: {
  prospect: Prospect;
  prompt: ReturnType<typeof useTransitionPrompt>;
  onCard?: boolean;
}) {
  const replied = prospect.repliedAt !== null;
  const booked = prospect.meetingAt !== null;
  const named = (action: string) => (onCard ? `${action} for ${prospect.name}` : undefined);
  return (
    <div className="flex flex-wrap gap-2">
      {replied ? null : (
        <Button
          size="sm"
          variant="outline"
          aria-label={named('Log Reply')}
          onClick={() => prompt.ask(prospect, 'reply')}
        >
          <MessageSquareReply aria-hidden />
          Log Reply
        </Button>
      )}
      {replied && !booked ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={named('Log Meeting')}
          onClick={() => prompt.ask(prospect, 'meeting')}
        >
          <CalendarCheck aria-hidden />
          Log Meeting
        </Button>
      ) : null}
      {replied && !onCard ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={prompt.busy}
          onClick={() => prompt.undo(prospect, booked ? 'meeting' : 'reply')}
        >
          <Undo2 aria-hidden />
          {booked ? 'Undo meeting' : 'Undo reply'}
        </Button>
      ) : null}
    </div>
  );
}
