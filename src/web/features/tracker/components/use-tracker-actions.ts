import type { LogDmInput } from '@/shared/schemas/dm';
import {
  DEFAULT_SETTER,
  INVALID_URL,
  MISSING_INFO,
  NEEDS_PLATFORM,
} from '@/shared/schemas/dm-messages';
import { FAILED, type Candidate } from '@/shared/schemas/tracker';
import { ApiError } from '@/web/lib/api';
import { notify, type ToastOptions } from '@/web/lib/toast';
import {
  useDmTransition,
  useLogTransition,
  type DmRef,
  type DmTransition,
} from '../api/dm-transitions';
import { logDmRequest } from '@/web/lib/log-dm-request';
import { OFFLINE_SAVED, QUEUED_UNDONE, QUEUED_ALREADY_SENT } from '@/web/lib/offline-texts';
import { useLogDm } from '../api/log-dm';
import type { TodayDelta } from '../api/today-mutation';
import { isQueued, useUndoQueued, type Queued } from '../api/undo-queued';
import { platformName } from '@/web/lib/format';

/**
 * A refusal the member can act on (4xx) says why; anything else gets the toast's text
 * (docs/product.md, Toasts).
 */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

/**
 * The kinds of toast (src/web/lib/toast.ts) of each log: its success, failure and saved-offline
 * toasts replace each other, so a later success takes a stale error's place. A Log DM's success
 * also clears the dialog's own checks (shown under their titles).
 */
const LOG_DM = {
  kind: 'log-dm',
  replaces: [MISSING_INFO, INVALID_URL, NEEDS_PLATFORM].map((check) => check.title),
};
const UNDO = { kind: 'undo' };

function showLogDmFailure(error: unknown) {
  if (error instanceof ApiError && error.code === 'missing_information') {
    notify.error(MISSING_INFO.title, MISSING_INFO.message, LOG_DM);
  } else if (error instanceof ApiError && error.code === 'invalid_url') {
    notify.error(INVALID_URL.title, INVALID_URL.message, LOG_DM);
  } else if (error instanceof ApiError && error.code === 'needs_platform') {
    notify.error(NEEDS_PLATFORM.title, NEEDS_PLATFORM.message, LOG_DM);
  } else {
    notify.error('Error', failureText(error, FAILED.dm), LOG_DM);
  }
}

const undoneText: Record<Extract<DmTransition, `undo-${string}`>, string> = {
  'undo-dm': 'The DM was removed.',
  'undo-reply': 'The reply was taken back.',
  'undo-meeting': 'The meeting was taken back.',
};

/**
 * Log DM / Reply / Meeting with their toasts (docs/product.md, Toasts), each success with an Undo
 * (docs/decisions/0106-undo-and-edit.md). Lives in the card (always mounted), so an Undo clicked
 * after its dialog closed still runs.
 */
export function useTrackerActions() {
  const logDm = useLogDm();
  const reply = useLogTransition('reply');
  const meeting = useLogTransition('meeting');
  const undos = {
    'undo-dm': useDmTransition('undo-dm'),
    'undo-reply': useDmTransition('undo-reply'),
    'undo-meeting': useDmTransition('undo-meeting'),
  };

  const undoQueued = useUndoQueued();
  /** Saved on the device: its Undo takes it out of the outbox, so it is never sent. */
  const savedOnDevice = ({ clientId }: Queued, delta: TodayDelta, kind: ToastOptions) =>
    notify.info(OFFLINE_SAVED.title, OFFLINE_SAVED.message, {
      ...kind,
      action: {
        label: 'Undo',
        onClick: () =>
          undoQueued.mutate(
            { clientId, delta },
            {
              onSuccess: (result) =>
                result === 'cancelled'
                  ? notify.info(QUEUED_UNDONE.title, QUEUED_UNDONE.message, UNDO)
                  : notify.info(QUEUED_ALREADY_SENT.title, QUEUED_ALREADY_SENT.message, UNDO),
            },
          ),
      },
    });

  const undoAction = (kind: keyof typeof undos, dm: DmRef) => ({
    label: 'Undo',
    onClick: () =>
      undos[kind].mutate(
        { id: dm.id, setterName: dm.setterName },
        {
          onSuccess: () => notify.info('Undone', undoneText[kind], UNDO),
          onError: (error) =>
            notify.error('Error', failureText(error, 'Could not undo. Please try again.'), UNDO),
        },
      ),
  });

  const transition = async (
    mutation: typeof reply,
    dm: Candidate,
    success: { title: string; text: string; undo: keyof typeof undos },
    failed: string,
    delta: TodayDelta,
  ) => {
    const kind = { kind: success.undo.replace('undo', 'log') };
    try {
      const outcome = await mutation.mutateAsync({ id: dm.id, setterName: dm.setterName });
      if (isQueued(outcome)) {
        savedOnDevice(outcome, { ...delta, setterName: dm.setterName }, kind);
        return true;
      }
      notify.success(success.title, success.text, {
        ...kind,
        action: undoAction(success.undo, dm),
      });
      return true;
    } catch (error) {
      notify.error('Error', failureText(error, failed), kind);
      return false;
    }
  };

  return {
    busy: { dm: logDm.isPending, reply: reply.isPending, meeting: meeting.isPending },

    logDm: async (input: LogDmInput, followUp = false) => {
      try {
        const request = logDmRequest(input, followUp);
        const outcome = await logDm.mutateAsync(request);
        if (isQueued(outcome)) {
          const delta = { dmsSent: 1, followUp, setterName: request.setterName || DEFAULT_SETTER };
          savedOnDevice(outcome, delta, LOG_DM);
          return true;
        }
        const { dm, prospect } = outcome;
        notify.success(
          outcome.followUp ? 'Follow-up Logged!' : 'DM Logged!',
          outcome.followUp
            ? `Follow-up ${outcome.followUp} to ${prospect.name} · ${platformName(dm.platform)}`
            : `${dm.prospectName} · ${platformName(dm.platform)} · ${dm.setterName}`,
          { ...LOG_DM, action: undoAction('undo-dm', dm) },
        );
        return true;
      } catch (error) {
        showLogDmFailure(error);
        return false;
      }
    },

    logReply: (dm: Candidate) =>
      transition(
        reply,
        dm,
        { title: 'Reply Logged!', text: `${dm.prospectName} replied.`, undo: 'undo-reply' },
        FAILED.reply,
        { responses: 1 },
      ),

    logMeeting: (dm: Candidate) =>
      transition(
        meeting,
        dm,
        {
          title: 'Meeting Logged!',
          text: `Meeting booked with ${dm.prospectName}.`,
          undo: 'undo-meeting',
        },
        FAILED.meeting,
        { meetings: 1 },
      ),
  };
}
