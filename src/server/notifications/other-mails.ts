import type { MailMessage } from '../mail/mailer';
import { escapeHtml, notificationMail } from './mail-layout';
import type { WeeklyCohortSummary } from './weekly-cohort-summary';

export type StreakAtRisk = { streak: number; dms: number; goal: number };

export const nudgeText = ({ streak, dms, goal }: StreakAtRisk) =>
  `Your ${streak}-day streak ends at midnight: ${dms}/${goal} DMs today, ${goal - dms} to go.`;

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

export function weeklySummaryMail(
  to: string,
  summary: WeeklyCohortSummary,
  links: { admin: string; unsubscribe: string },
): MailMessage {
  const totals = `${summary.members} members sent ${summary.dms} DMs, got ${summary.replies} replies and booked ${summary.meetings} meetings.`;
  const idle = summary.needsAttention
    .slice(0, SHOWN)
    .map(
      (member) =>
        `${member.name} <${member.email}>: ${member.lastDmAt ? `last DM ${isoDay(member.lastDmAt)}` : 'no DM yet'}`,
    );
  const more = summary.needsAttention.length - idle.length;
  const attention =
    idle.length === 0
      ? 'Everybody sent a DM in the last 3 days.'
      : `Needs attention (no DM in 3 days): ${summary.needsAttention.length}`;
  const text = [
    `Week ${isoDay(summary.from)} to ${isoDay(summary.to)}`,
    '',
    totals,
    '',
    attention,
    ...idle.map((line) => `- ${line}`),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `Open the admin page: ${links.admin}`,
  ].join('\n');
  const html = [
    `<p>Week ${isoDay(summary.from)} to ${isoDay(summary.to)}</p>`,
    `<p>${escapeHtml(totals)}</p>`,
    `<p>${escapeHtml(attention)}</p>`,
    idle.length ? `<ul>${idle.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    more > 0 ? `<p>…and ${more} more.</p>` : '',
    `<p><a href="${escapeHtml(links.admin)}">Open the admin page</a></p>`,
  ].join('\n');
  return notificationMail({
    to,
    subject: `DM Sprint weekly cohort summary: ${summary.dms} DMs, ${summary.needsAttention.length} need attention`,
    text,
    html,
    unsubscribeUrl: links.unsubscribe,
    unsubscribeWhat: 'the weekly cohort summary',
  });
}
