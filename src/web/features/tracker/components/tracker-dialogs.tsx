import { NO_MEETING_CANDIDATES, NO_REPLY_CANDIDATES } from '@/shared/schemas/tracker';
import { LogDmDialog } from './log-dm-dialog';
import { TRACKER_DIALOGS, useOpenDialog, type OpenDialog, type TrackerDialog } from './open-dialog';
import { PickDmDialog, type PickDmTexts } from './pick-dm-dialog';
import { usePrefillUrl } from './use-prefill-url';
import type { useTrackerActions } from './use-tracker-actions';

const pickTexts: Record<'reply' | 'meeting', PickDmTexts> = {
  reply: {
    title: 'Log Reply',
    description: 'Who replied? Everyone you messaged who has not replied yet, the latest first.',
    listLabel: 'Prospects waiting for a reply',
    empty: NO_REPLY_CANDIDATES,
  },
  meeting: {
    title: 'Log Meeting',
    description: 'Which prospect booked a meeting? DMs with a reply and no meeting yet.',
    listLabel: 'DMs with a reply and no meeting',
    empty: NO_MEETING_CANDIDATES,
  },
};

/**
 * The Log DM / Log Reply / Log Meeting dialogs, in their own chunk: the dashboard paints
 * without the dialog, popover and form code, which loads when the browser is idle. `mounted`:
 * how many of them, in the order of TRACKER_DIALOGS (Log DM first).
 */
export default function TrackerDialogs({
  mounted,
  openDialog,
  soloMode,
  memberId,
  timeZone,
  actions,
  prefillUrl,
}: {
  mounted: number;
  openDialog: OpenDialog;
  soloMode: boolean;
  memberId: string | undefined;
  timeZone: string | undefined;
  actions: ReturnType<typeof useTrackerActions>;
  /** The profile URL Log DM starts on (a link's `&url=`). */
  prefillUrl?: string;
}) {
  const open = useOpenDialog(openDialog);
  usePrefillUrl(open === 'dm', prefillUrl);
  const isMounted = (name: TrackerDialog) => TRACKER_DIALOGS.indexOf(name) < mounted;
  const dialogProps = (name: TrackerDialog) => ({
    open: open === name,
    onOpenChange: (next: boolean) => openDialog.set(next ? name : null),
  });
  return (
    <>
      <LogDmDialog
        {...dialogProps('dm')}
        soloMode={soloMode}
        memberId={memberId}
        timeZone={timeZone}
        busy={actions.busy.dm}
        onLog={actions.logDm}
      />
      {(['reply', 'meeting'] as const).filter(isMounted).map((kind) => (
        <PickDmDialog
          key={kind}
          {...dialogProps(kind)}
          kind={kind}
          texts={pickTexts[kind]}
          busy={actions.busy[kind]}
          timeZone={timeZone}
          onPick={kind === 'reply' ? actions.logReply : actions.logMeeting}
        />
      ))}
    </>
  );
}
