import type { MailMessage } from '../mail/mailer';
import { escapeHtml, notificationMail } from './mail-layout';
import { attentionLabels } from '../../shared/schemas/cohort-attention';
import type { CohortWeeklySummary } from '../../shared/schemas/cohort';

/** `followUpsCount`: whether follow-ups count toward the goal (else `dms` are new DMs only). */
type StreakAtRisk = { streak: number; dms: number; goal: number; followUpsCount: boolean };

export const nudgeText = ({ streak, dms, goal, followUpsCount }: StreakAtRisk) =>
  `Your ${streak}-day streak ends at midnight: ${dms}/${goal} ${followUpsCount ? 'DMs' : 'new DMs'} today, ${goal - dms} to go.`;

export function nudgeMail(
  to: string,
  facts: StreakAtRisk,
  links: { app: string; unsubscribe: string },
): MailMessage {
  const line = nudgeText(facts);
  return notificationMail({
    to,
    subject: `Your ${facts.streak}-day streak is at risk`,
    text: `${line}\n\nLog your DMs: ${links.app}`,
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(links.app)}">Log your DMs</a></p>`,
    unsubscribeUrl: links.unsubscribe,
    unsubscribeWhat: 'streak reminders by email',
  });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const SHOWN = 10;
const WEEK_MS = 7 * 86_400_000;

/** "+40 % on the week before", or nothing to compare with. */
function trend(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'as the week before' : 'none the week before';
  const change = Math.round(((current - previous) / previous) * 100);
  return `${change >= 0 ? '+' : '−'}${Math.abs(change)} % on the week before`;
}

/** The coach's Monday mail: the cohort's last 7 days (docs/decisions/0121-cohort-and-scripts.md). */
export function weeklySummaryMail(
  to: string,
  summary: CohortWeeklySummary,
  now: Date,
  links: { admin: string; unsubscribe: string },
): MailMessage {
  const { current, previous, attention } = summary;
  const week = `Week ${isoDay(new Date(now.getTime() - WEEK_MS))} to ${isoDay(now)}`;
  const totals = `${current.members} members sent ${current.dms} DMs (${trend(current.dms, previous.dms)}), got ${current.replies} replies and booked ${current.meetings} meetings.`;
  const shown = attention
    .slice(0, SHOWN)
    .map(
      (member) =>
        `${member.name}: ${member.reasons.map((reason) => attentionLabels[reason]).join(', ')} (${member.lastDmAt ? `last DM ${member.lastDmAt.slice(0, 10)}` : 'no DM yet'})`,
    );
  const more = attention.length - shown.length;
  const attentionLine =
    shown.length === 0
      ? 'Nobody needs attention this week.'
      : `Needs attention: ${attention.length}`;
  const text = [
    week,
    '',
    totals,
    '',
    attentionLine,
    ...shown.map((line) => `- ${line}`),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `Open the admin page: ${links.admin}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(week)}</p>`,
    `<p>${escapeHtml(totals)}</p>`,
    `<p>${escapeHtml(attentionLine)}</p>`,
    shown.length ? `<ul>${shown.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    more > 0 ? `<p>…and ${more} more.</p>` : '',
    `<p><a href="${escapeHtml(links.admin)}">Open the admin page</a></p>`,
  ].join('\n');
  return notificationMail({
    to,
    subject: `DM Sprint weekly cohort summary: ${current.dms} DMs, ${attention.length} need attention`,
    text,
    html,
    unsubscribeUrl: links.unsubscribe,
    unsubscribeWhat: 'the weekly cohort summary',
  });
}
