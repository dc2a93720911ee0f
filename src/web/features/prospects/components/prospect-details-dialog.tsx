import { PlatformBadge } from '@/web/components/platform-badge';
import { ProfileLink } from '@/web/components/profile-link';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate, plural } from '@/web/lib/format';
import { useProspectDetails } from '../api/prospect-details';
import { CadenceEditor, cadenceKey } from './cadence-editor';
import { DetailsForm } from './details-form';
import { DetailsSection } from './details-section';
import { MergeSuggestions } from './merge-suggestions';
import { SnoozeStatus } from './snooze-status';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import { Timeline } from './timeline';
import { TransitionDialog } from './transition-dialog';
import type { useMerge } from './use-merge';
import { useTransitionPrompt } from './use-transition-prompt';

/**
 * A prospect's details (docs/product.md, Prospect Tracker): its profiles, status with Log Reply /
 * Log Meeting and their undo, name, company and notes, the timeline of every touch, the next
 * follow-up with Snooze, the follow-up cadence, and the prospects that may be the same person.
 */
export function ProspectDetailsDialog({
  id,
  timeZone,
  today,
  merging,
  onClose,
}: {
  id: string | null;
  timeZone: string;
  today: string;
  merging: ReturnType<typeof useMerge>;
  onClose: () => void;
}) {
  const details = useProspectDetails(id);
  const prompt = useTransitionPrompt();
  const data = details.data;
  const prospect = data?.prospect;

  return (
    <>
      <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="truncate">{prospect?.name ?? 'Prospect details'}</DialogTitle>
            <DialogDescription>
              {prospect
                ? `${prospect.companyName || 'No company yet'} · ${plural(prospect.touches, 'DM')} · first DM ${formatDate(prospect.firstDmAt, timeZone)}`
                : details.isError
                  ? 'Failed to load prospects.'
                  : 'Loading...'}
            </DialogDescription>
          </DialogHeader>
          {data && prospect ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={prospect.status} />
                <StatusActions prospect={prospect} prompt={prompt} />
              </div>
              <DetailsSection title="Details">
                <DetailsForm prospect={prospect} />
              </DetailsSection>
              <DetailsSection title="Profiles">
                <ul className="grid gap-1">
                  {prospect.profiles.map((profile) => (
                    <li key={profile.profileUrl} className="flex min-w-0 items-center gap-2">
                      <PlatformBadge platform={profile.platform} />
                      <ProfileLink url={profile.profileUrl} wrap />
                    </li>
                  ))}
                </ul>
              </DetailsSection>
              <DetailsSection title="Timeline">
                <Timeline events={data.timeline} timeZone={timeZone} />
              </DetailsSection>
              <DetailsSection title="Next follow-up">
                <SnoozeStatus prospect={prospect} today={today} />
              </DetailsSection>
              <DetailsSection title="Follow-up cadence">
                <CadenceEditor
                  key={cadenceKey(prospect)}
                  prospect={prospect}
                  communityCadence={data.communityCadence}
                />
              </DetailsSection>
              <DetailsSection title="Same person?">
                <MergeSuggestions
                  prospect={prospect}
                  suggestions={data.suggestions}
                  merging={merging}
                />
              </DetailsSection>
            </>
          ) : details.isError ? null : (
            <div className="grid gap-3">
              <Skeleton className="h-8" />
              <Skeleton className="h-24" />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <TransitionDialog
        pending={prompt.pending}
        onConfirm={prompt.confirm}
        onClose={prompt.cancel}
      />
    </>
  );
}
