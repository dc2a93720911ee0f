import type { AnalyticsResponse, ScriptAnalyticsResponse } from '../../../shared/schemas/analytics';
import type { CohortAttention, CohortSummary, CohortTotals } from '../../../shared/schemas/cohort';
import { attentionLabels } from '../../../shared/schemas/cohort-attention';
import type { Dm, LogDmResult } from '../../../shared/schemas/dm';
import type { ProspectPage } from '../../../shared/schemas/prospects';
import type { TrackerToday } from '../../../shared/schemas/tracker';
import { RATE_BASIS, rateIn } from '../../../shared/domain/rates';
import { goalCountOf, goalCountRule } from '../../../shared/domain/count-words';

/**
 * The MCP tools' readable answers (docs/decisions/0138-mcp-server.md): a few lines an assistant
 * can quote; the same data goes beside them as structured content.
 */

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Written as the screens write it (rateIn), in English. */
const rate = (value: number | null) => (value === null ? 'no rate yet' : rateIn('en-US', value));
const rates = (totals: { replyRate: number | null; meetingRate: number | null }) =>
  `reply rate ${rate(totals.replyRate)}, meeting rate ${rate(totals.meetingRate)}`;

export function todayText(today: TrackerToday): string {
  return [
    `Today (${today.day}, ${today.timeZone}): ${today.dmsSent} of ${goalCountOf(today.goal, today.followUpsCount)}` +
      ` toward the daily goal (${count(today.newDms, 'new DM')}, ${count(today.followUps, 'follow-up')}).` +
      ` ${goalCountRule(today.followUpsCount)}`,
    `${count(today.responses, 'reply', 'replies')} and ${count(today.meetings, 'meeting')} logged today;` +
      ` reply rate ${rate(today.replyRate)} ${RATE_BASIS} today.`,
  ].join('\n');
}

export function loggedDmText({ dm, prospect, followUp, previouslySentAt }: LogDmResult): string {
  const who = prospect.companyName ? `${prospect.name} (${prospect.companyName})` : prospect.name;
  return [
    `Logged a DM to ${who} on ${dm.platform}` +
      (followUp === null ? '.' : ` as follow-up ${followUp}.`) +
      ` DM id ${dm.id}; prospect id ${prospect.id}.`,
    ...(previouslySentAt ? [`This profile was already messaged on ${previouslySentAt}.`] : []),
  ].join('\n');
}

export const loggedStepText = (kind: 'reply' | 'meeting', dm: Dm) =>
  `Logged ${kind === 'reply' ? 'a reply from' : 'a meeting with'} ${dm.prospectName} (DM ${dm.id}).`;

export function prospectsText({ items, nextCursor }: ProspectPage): string {
  if (items.length === 0) return 'No prospects match.';
  return [
    `${count(items.length, 'prospect')}, most recently touched first:`,
    ...items.map(
      (prospect) =>
        `- ${prospect.name}${prospect.companyName ? ` (${prospect.companyName})` : ''}: ${prospect.status},` +
        ` ${count(prospect.touches, 'DM')}, last touch ${prospect.lastTouchAt};` +
        ` prospect id ${prospect.id}, firstDmId ${prospect.firstDmId}`,
    ),
    ...(nextCursor ? [`More: call again with cursor "${nextCursor}".`] : []),
  ].join('\n');
}

export function statsText({ days, from, to, totals }: AnalyticsResponse): string {
  return [
    `Last ${days} days (${from} to ${to}): ${count(totals.prospects, 'new DM')},` +
      ` ${count(totals.dms - totals.prospects, 'follow-up')} (${count(totals.dms, 'DM')} in all);` +
      ` ${count(totals.replies, 'reply', 'replies')} and ${count(totals.meetings, 'meeting')} logged;` +
      ` ${count(totals.daysAtGoal, 'day')} at goal.`,
    `${count(totals.prospects, 'prospect')} first messaged: ${rates(totals)}.`,
  ].join('\n');
}

export function scriptRatesText({ days, scripts, tones, minSample }: ScriptAnalyticsResponse) {
  const line = (
    row: ScriptAnalyticsResponse['scripts'][number] | ScriptAnalyticsResponse['tones'][number],
  ) =>
    `- ${row.label}: ${count(row.dms, 'DM')}, ` +
    (row.enoughData ? rates(row) : `fewer than ${minSample} DMs, no rate yet`);
  if (scripts.length === 0 && tones.length === 0)
    return `No DMs with a script in the last ${days} days.`;
  return [
    `Per script, last ${days} days:`,
    ...scripts.map(line),
    'Per tone:',
    ...tones.map(line),
  ].join('\n');
}

const totalsText = (totals: CohortTotals) =>
  `${count(totals.activeMembers, 'active member')} of ${totals.members}, ${count(totals.dms, 'DM')},` +
  ` ${count(totals.replies, 'reply', 'replies')}, ${count(totals.meetings, 'meeting')}; ${rates(totals)}`;

export function cohortSummaryText({ period, current, previous }: CohortSummary): string {
  const name = period === 'week' ? 'This week' : `Last ${period} days`;
  return [`${name}: ${totalsText(current)}.`, `The period before: ${totalsText(previous)}.`].join(
    '\n',
  );
}

export function attentionText({ cohortReplyRate, members }: CohortAttention): string {
  if (members.length === 0) return 'No member needs attention.';
  return [
    `${count(members.length, 'member needs', 'members need')} attention (cohort reply rate ${rate(cohortReplyRate)}):`,
    ...members.map(
      (member) =>
        `- ${member.name}: ${member.reasons.map((reason) => attentionLabels[reason]).join('; ')}`,
    ),
  ].join('\n');
}
