import { Link } from 'react-router';
import { Send } from 'lucide-react';
import type { Prospect } from '@/shared/schemas/prospects';
import { Button } from '@/web/components/ui/button';
import { logDmLink, useOpenLogDmHere } from '@/web/lib/log-dm-launcher';

/**
 * 'Log follow-up': the Log DM dialog over this page, started on the prospect's profile (the
 * first one it was messaged on), which the dialog names as the next follow-up.
 */
export function LogFollowUpLink({ prospect }: { prospect: Prospect }) {
  const openHere = useOpenLogDmHere();
  const url = prospect.profiles[0]?.profileUrl;
  return (
    <Button asChild size="sm">
      <Link
        to={logDmLink(url)}
        onClick={(event) => openHere(event, url)}
        aria-label={`Log follow-up to ${prospect.name}`}
      >
        <Send aria-hidden />
        Log follow-up
      </Link>
    </Button>
  );
}
