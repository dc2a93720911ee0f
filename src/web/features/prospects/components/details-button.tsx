import { Info } from 'lucide-react';
import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';

/** Opens the prospect's details (timeline, edit, cadence, merge). */
export function DetailsButton({
  prospect,
  onDetails,
}: {
  prospect: Pick<Prospect, 'id' | 'name'>;
  onDetails: (id: string) => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onDetails(prospect.id)}
      aria-label={`Details for ${prospect.name}`}
    >
      <Info aria-hidden />
      Details
    </Button>
  );
}
