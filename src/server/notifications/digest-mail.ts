import type { MailMessage } from '../mail/mailer';
import type { DigestFacts } from './digest';
import { escapeHtml, notificationMail } from './mail-layout';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The goal's count in the count words: 'new DMs', or 'DMs' where follow-ups count. */
const goalNoun = ({ followUpsCount }: DigestFacts) => (followUpsCount ? 'DMs' : 'new DMs');

function yesterdayLine(facts: DigestFacts): string {
  const { yesterday } = facts;
  const verdict =
    yesterday.dms >= yesterday.goal
      ? 'goal reached'
      : `${yesterday.goal - yesterday.dms} short of the goal`;
  return `Yesterday (${yesterday.day}): ${yesterday.dms}/${yesterday.goal} ${goalNoun(facts)} (${verdict}), ${plural(yesterday.replies, 'reply', 'replies')} and ${plural(yesterday.meetings, 'meeting')} logged.`;
}

const streakLine = ({ streak }: DigestFacts) =>
  streak > 0
    ? `Streak: ${plural(streak, 'day')}. Keep it going today.`
    : 'Streak: none yet. Today is a good day to start one.';

const todayLine = (facts: DigestFacts) => `Today's goal: ${facts.today.goal} ${goalNoun(facts)}.`;

function followUpLine({ followUps }: DigestFacts): string {
  if (followUps.dueToday + followUps.overdue === 0) return 'Follow-ups: none due today.';
  return `Follow-ups: ${followUps.dueToday} due today, ${followUps.overdue} overdue.`;
}

const prospectLabel = (item: DigestFacts['followUps']['first'][number]) =>
  `${item.prospectName}${item.companyName ? ` (${item.companyName})` : ''}${item.overdue ? ' — overdue' : ''}`;

export function digestSubject(facts: DigestFacts): string {
  const due = facts.followUps.dueToday + facts.followUps.overdue;
  return `Your DM Sprint morning: goal ${facts.today.goal} ${goalNoun(facts)}${due > 0 ? `, ${plural(due, 'follow-up')} due` : ''}`;
}

/** The morning digest mail, text and HTML. */
export function digestMail(
  to: string,
  name: string,
  facts: DigestFacts,
  links: { followUps: string; unsubscribe: string },
): MailMessage {
  const lines = [yesterdayLine(facts), streakLine(facts), todayLine(facts), followUpLine(facts)];
  const names = facts.followUps.first.map(prospectLabel);
  const more = facts.followUps.dueToday + facts.followUps.overdue - names.length;
  const hasFollowUps = names.length > 0;
  const text = [
    `Good morning ${name},`,
    '',
    ...lines,
    ...(hasFollowUps ? ['', ...names.map((label) => `- ${label}`)] : []),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    ...(hasFollowUps ? ['', `Open your follow-ups: ${links.followUps}`] : []),
  ].join('\n');
  const html = [
    `<p>Good morning ${escapeHtml(name)},</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    hasFollowUps
      ? `<ol>${names.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ol>`
      : '',
    more > 0 ? `<p>…and ${more} more.</p>` : '',
    hasFollowUps ? `<p><a href="${escapeHtml(links.followUps)}">Open your follow-ups</a></p>` : '',
  ].join('\n');
  return notificationMail({
    to,
    subject: digestSubject(facts),
    text,
    html,
    unsubscribeUrl: links.unsubscribe,
    unsubscribeWhat: 'the morning digest',
  });
}
