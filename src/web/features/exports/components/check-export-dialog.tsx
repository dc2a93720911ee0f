import { useId, useRef, useState } from 'react';
import type { ExportReport } from '@/shared/schemas/exports';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { Progress } from '@/web/components/ui/progress';
import { errorMessage } from '@/web/lib/api';
import { formatCount, formatDateTime, formatDay, platformName, plural } from '@/web/lib/format';
import { notify } from '@/web/lib/toast';
import { matchScript } from '@/shared/domain/script-match';
import { fetchScriptCandidates } from '../api/script-candidates';
import { CounterpartList, SHOWN } from './counterpart-list';
import { MatchPicker } from './match-picker';
import {
  useApplyExport,
  useExportReport,
  useRecentApplies,
  useUndoExportApply,
} from '../api/check-export';
import { factsOnly, type ConversationFacts } from '../utils/conversation';
import { readOnDevice, type DeviceRead } from '../utils/read-on-device';
import type { ExportPlatform } from '../utils/conversation';

/** A folder picker (every browser supports it; React's types do not name it). */
const folderPicker = { webkitdirectory: '', directory: '' } as Record<string, string>;

type Facts = { platform: ExportPlatform; conversations: ConversationFacts[]; groups: number };

type Stage =
  | { name: 'pick' }
  | { name: 'reading'; percent: number }
  | { name: 'checking'; percent: number }
  | { name: 'failed'; message: string }
  | { name: 'report'; facts: Facts; report: ExportReport };

/** A long check goes in parts (src/shared/domain/export-parts.ts): how far, and its Cancel. */
type Running = { percent: number; controller: AbortController };

const percentOf = (done: number, total: number) => (total ? (done / total) * 100 : 100);

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Check against a platform export (docs/product.md): the export is read on the device, in a
 * worker; only facts about each conversation go to the server, which answers the report.
 */
export default function CheckExportDialog({
  open,
  onOpenChange,
  timeZone,
}: OnDemandDialogProps & { timeZone: string }) {
  const fileId = useId();
  const folderId = useId();
  const [stage, setStage] = useState<Stage>({ name: 'pick' });
  const [lastApply, setLastApply] = useState<string | null>(null);
  const [adding, setAdding] = useState<Running | null>(null);
  const reading = useRef<DeviceRead | null>(null);
  const checking = useRef<AbortController | null>(null);
  const reportMutation = useExportReport();
  const applyMutation = useApplyExport();
  const undoMutation = useUndoExportApply();

  const cancel = () => {
    reading.current?.cancel();
    reading.current = null;
    checking.current?.abort();
    checking.current = null;
    adding?.controller.abort();
    setStage({ name: 'pick' });
  };

  /** Checks the facts against the logs, a part at a time, and shows the report. */
  const check = async (facts: Facts) => {
    const controller = new AbortController();
    checking.current = controller;
    setStage({ name: 'checking', percent: 0 });
    const report = await reportMutation.mutateAsync({
      facts,
      signal: controller.signal,
      onProgress: (done, total) => setStage({ name: 'checking', percent: percentOf(done, total) }),
    });
    if (checking.current !== controller) return;
    checking.current = null;
    setStage({ name: 'report', facts, report });
  };

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setLastApply(null);
    setStage({ name: 'reading', percent: 0 });
    const run = readOnDevice([...files], (read, total) =>
      setStage({ name: 'reading', percent: total ? (read / total) * 100 : 0 }),
    );
    reading.current = run;
    try {
      const result = await run.result;
      if (reading.current !== run) return;
      reading.current = null;
      if (!result.ok) {
        setStage({ name: 'failed', message: result.error });
        return;
      }
      // The first messages are matched to scripts here; their text is never sent.
      const candidates = await fetchScriptCandidates().catch(() => []);
      const facts = {
        platform: result.platform,
        conversations: factsOnly(
          result.conversations.map((conversation) => ({
            ...conversation,
            scriptUsed:
              conversation.memberStarted && conversation.firstText
                ? matchScript(conversation.firstText, candidates)
                : null,
          })),
        ),
        groups: result.groups,
      };
      await check(facts);
    } catch (error) {
      if (aborted(error)) return;
      setStage({
        name: 'failed',
        message: errorMessage(error, 'The export could not be checked. Please try again.'),
      });
    }
  };

  const apply = async (facts: Facts, only?: string[]) => {
    const controller = new AbortController();
    setAdding({ percent: 0, controller });
    try {
      const result = await applyMutation.mutateAsync({
        facts: { ...facts, only },
        signal: controller.signal,
        onProgress: (done, total) => setAdding({ percent: percentOf(done, total), controller }),
      });
      if (controller.signal.aborted) {
        notify.info('Apply Stopped', `${addedText(result)} added before you stopped.`);
      } else {
        notify.success('Export Applied', `${addedText(result)} added.`);
      }
      if (result.applyId) setLastApply(result.applyId);
    } catch (error) {
      notify.error('Apply Failed', errorMessage(error, 'Nothing was added. Please try again.'));
    } finally {
      setAdding(null);
    }
    await refresh(facts);
  };

  const refresh = async (facts: Facts) => {
    try {
      await check(facts);
    } catch (error) {
      if (aborted(error)) return;
      notify.error(
        'Error',
        errorMessage(error, 'The export could not be checked. Please try again.'),
      );
    }
  };

  const undo = async (facts: Facts) => {
    if (!lastApply) return;
    try {
      await undoMutation.mutateAsync(lastApply);
      setLastApply(null);
      notify.success('Apply Undone', 'What the export added was taken back.');
    } catch (error) {
      notify.error('Undo Failed', errorMessage(error, 'Nothing was taken back. Please try again.'));
      return;
    }
    await refresh(facts);
  };

  const busy =
    adding !== null ||
    applyMutation.isPending ||
    undoMutation.isPending ||
    reportMutation.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Check against a platform export</DialogTitle>
          <DialogDescription>
            Pick the zip you downloaded from Instagram, Facebook, LinkedIn or X (or its
            messages.csv, Invitations.csv or direct-messages.js). It is read on this device: the
            messages never leave it, only who you wrote to and when.
          </DialogDescription>
        </DialogHeader>
        {stage.name === 'pick' || stage.name === 'failed' ? (
          <Field id={fileId} label="Export file(s)">
            <Input
              id={fileId}
              type="file"
              multiple
              accept=".zip,.csv,.js,.json,application/zip,text/csv"
              className="h-auto py-1.5"
              onChange={(event) => void onFiles(event.target.files)}
            />
          </Field>
        ) : null}
        {stage.name === 'pick' || stage.name === 'failed' ? (
          <Field id={folderId} label="Or the unzipped export's folder">
            <Input
              id={folderId}
              type="file"
              className="h-auto py-1.5"
              {...folderPicker}
              onChange={(event) => void onFiles(event.target.files)}
            />
          </Field>
        ) : null}
        {stage.name === 'pick' ? <RecentApplies timeZone={timeZone} /> : null}
        {stage.name === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {stage.message}
          </p>
        ) : null}
        {stage.name === 'reading' ? (
          <Running
            text="Reading the export on this device…"
            percent={stage.percent}
            label="Reading the export"
            onCancel={cancel}
          />
        ) : null}
        {stage.name === 'checking' ? (
          <Running
            text="Checking it against your logs…"
            percent={stage.percent}
            label="Checking the export"
            onCancel={cancel}
          />
        ) : null}
        {stage.name === 'report' ? (
          <ReportView
            stage={stage}
            timeZone={timeZone}
            busy={busy}
            onAdd={(counterpart) => void apply(stage.facts, [counterpart])}
            onMatched={() => void refresh(stage.facts)}
          />
        ) : null}
        {stage.name === 'report' && adding ? (
          <Running
            text="Adding it to your logs…"
            percent={adding.percent}
            label="Adding the export"
            onCancel={() => adding.controller.abort()}
          />
        ) : null}
        {stage.name === 'report' && !adding ? (
          <DialogFooter>
            {lastApply ? (
              <Button variant="outline" disabled={busy} onClick={() => void undo(stage.facts)}>
                Undo
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setStage({ name: 'pick' })}>
              Pick another export
            </Button>
            <Button
              disabled={
                busy ||
                (stage.report.sentNotLogged.every((row) => row.needsMatch) &&
                  stage.report.repliedNotLogged.every((row) => row.needsMatch) &&
                  stage.report.followUpsNotLogged === 0)
              }
              onClick={() => void apply(stage.facts)}
            >
              Apply all
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A step that takes a while: how far it is, and Cancel. */
function Running({
  text,
  percent,
  label,
  onCancel,
}: {
  text: string;
  percent: number;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        {text} {formatCount(Math.floor(percent))}%
      </p>
      <Progress value={percent} aria-label={label} />
      <div>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** ‘{n} DMs[, {n} follow-ups] and {n} replies’: what an apply wrote (follow-ups when some). */
function addedText(result: { dmsAdded: number; followUpsAdded: number; repliesAdded: number }) {
  const followUps = result.followUpsAdded ? `, ${plural(result.followUpsAdded, 'follow-up')}` : '';
  return `${plural(result.dmsAdded, 'DM')}${followUps} and ${plural(result.repliesAdded, 'reply', 'replies')}`;
}

function ReportView({
  stage,
  timeZone,
  busy,
  onAdd,
  onMatched,
}: {
  stage: Extract<Stage, { name: 'report' }>;
  timeZone: string;
  busy: boolean;
  onAdd: (counterpart: string) => void;
  onMatched: () => void;
}) {
  const { report, facts } = stage;
  const sum = (key: keyof Omit<ExportReport['days'][number], 'day'>) =>
    report.days.reduce((total, day) => total + day[key], 0);
  return (
    <div className="grid max-h-[60vh] gap-4 overflow-y-auto">
      <p className="text-sm" aria-live="polite">
        {platformName(facts.platform)}
        {report.from && report.to
          ? `, ${formatDateTime(report.from, timeZone)} to ${formatDateTime(report.to, timeZone)}`
          : ''}
        : you started {plural(sum('started'), 'conversation')} ({formatCount(sum('logged'))} logged,{' '}
        {formatCount(sum('notLogged'))} not); {plural(sum('replies'), 'reply', 'replies')} (
        {formatCount(sum('repliesLogged'))} logged, {formatCount(sum('repliesNotLogged'))} not).
      </p>
      {report.followUps > 0 ? (
        <p className="text-sm">
          Your later messages: {plural(report.followUps, 'follow-up')} (
          {formatCount(report.followUpsNotLogged)} not logged; one a day at most).
        </p>
      ) : null}
      {report.reactions > 0 ? (
        <p className="text-xs text-muted-foreground">
          {plural(report.reactions, 'reaction')} to your messages (likes and reactions are not
          replies).
        </p>
      ) : null}
      {facts.platform === 'facebook' ? (
        <p className="text-xs text-muted-foreground">
          End-to-end encrypted chats are not in Facebook&apos;s standard export.
        </p>
      ) : null}
      {report.theyStarted || facts.groups ? (
        <p className="text-xs text-muted-foreground">
          Not counted: {plural(report.theyStarted, 'conversation')} the other person started,{' '}
          {plural(facts.groups, 'group chat')}.
        </p>
      ) : null}
      <section aria-labelledby="export-days" className="grid gap-2">
        <h3 id="export-days" className="text-sm font-semibold">
          Per day
        </h3>
        <ul className="divide-y rounded-md border text-sm">
          {report.days.slice(-SHOWN).map((day) => (
            <li key={day.day} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>{formatDay(day.day)}</span>
              <span className="text-muted-foreground">
                {formatCount(day.started)} started · {formatCount(day.notLogged)} not logged ·{' '}
                {plural(day.replies, 'reply', 'replies')} · {formatCount(day.repliesNotLogged)} not
                logged
              </span>
            </li>
          ))}
        </ul>
      </section>
      <CounterpartList
        id="export-sent"
        title="Sent but not logged"
        rows={report.sentNotLogged}
        when={(row) =>
          row.followUps > 0
            ? `${formatDateTime(row.sentAt, timeZone)} · +${plural(row.followUps, 'follow-up')}`
            : formatDateTime(row.sentAt, timeZone)
        }
        action={(row) =>
          row.needsMatch ? (
            <MatchPicker
              counterpart={row.counterpart}
              displayName={row.displayName}
              onMatched={onMatched}
            />
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAdd(row.counterpart)}
            >
              Add
            </Button>
          )
        }
      />
      <CounterpartList
        id="export-replied"
        title="Replied but not logged"
        rows={report.repliedNotLogged}
        when={(row) => `Replied ${formatDateTime(row.replyAt, timeZone)}`}
        action={(row) =>
          row.needsMatch ? (
            <Badge variant="secondary">Needs a match</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAdd(row.counterpart)}
            >
              Mark
            </Button>
          )
        }
      />
      {report.loggedNotInExport.length > 0 ? (
        <section aria-labelledby="export-logged" className="grid gap-2">
          <h3 id="export-logged" className="text-sm font-semibold">
            Logged but not in this export
          </h3>
          <ul className="divide-y rounded-md border text-sm">
            {report.loggedNotInExport.slice(0, SHOWN).map((row) => (
              <li key={row.dmId} className="flex justify-between gap-2 px-3 py-2">
                <span className="truncate">{row.prospectName}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(row.sentAt, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Undo of an earlier apply, from the Logs Manager (docs/product.md). */
function RecentApplies({ timeZone }: { timeZone: string }) {
  const applies = useRecentApplies();
  const undo = useUndoExportApply();
  const items = applies.data ?? [];
  if (items.length === 0) return null;
  const onUndo = async (id: string) => {
    try {
      await undo.mutateAsync(id);
      notify.success('Apply Undone', 'What the export added was taken back.');
    } catch (error) {
      notify.error('Undo Failed', errorMessage(error, 'Nothing was taken back. Please try again.'));
    }
  };
  return (
    <section aria-labelledby="export-applies" className="grid gap-2">
      <h3 id="export-applies" className="text-sm font-semibold">
        Earlier applies
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {items.map((apply) => (
          <li
            key={apply.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span>
              {platformName(apply.platform)} · {formatDateTime(apply.createdAt, timeZone)} ·{' '}
              {plural(apply.dmsAdded, 'DM')}, {plural(apply.followUpsAdded, 'follow-up')},{' '}
              {plural(apply.repliesAdded, 'reply', 'replies')}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={undo.isPending}
              onClick={() => void onUndo(apply.id)}
            >
              Undo
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
