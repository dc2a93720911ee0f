import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import type { ConversationFact } from '@/shared/schemas/exports';
import type { DmFixture } from './dm-rows';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A member's history as a platform export gives it (docs/decisions/0136-platform-exports.md):
 * `conversations` LinkedIn conversations the member started over the `days` days before today
 * (UTC), each with `followUps` later messages on later days, every third answered the day after
 * its first message. Deterministic: the same arguments give the same history. `prefix` names the
 * profiles, so two members can hold the same history under different people.
 */
export function exportHistory({
  conversations,
  followUps,
  days,
  prefix,
  now = new Date(),
}: {
  conversations: number;
  followUps: number;
  days: number;
  prefix: string;
  now?: Date;
}): ConversationFact[] {
  const today = localDay(now, 'UTC');
  // Before the first day: its last follow-up still lands before today.
  const span = days - followUps - 1;
  return Array.from({ length: conversations }, (_, i) => {
    // Spread unevenly over the span, so some days reach a goal and others do not.
    const dayIndex = Math.floor(((i * 7919) % conversations) / (conversations / span));
    const first = startOfLocalDay(addDays(today, -(days - dayIndex)), 'UTC').getTime();
    const sent = first + (8 + (i % 10)) * HOUR_MS + (i % 60) * 60_000;
    const handle = `${prefix}-${i}`;
    return {
      platform: 'linkedin',
      counterpart: `linkedin:${handle}`,
      profileUrl: `https://www.linkedin.com/in/${handle}`,
      displayName: `Lead ${i}`,
      memberStarted: true,
      firstSentAt: new Date(sent).toISOString(),
      firstReplyAt: i % 3 === 0 ? new Date(sent + DAY_MS).toISOString() : null,
      sentCount: 1 + followUps,
      receivedCount: i % 3 === 0 ? 1 : 0,
      reactionCount: 0,
      request: false,
      followUps: Array.from({ length: followUps }, (_, k) => ((k + 1) * DAY_MS) / 60_000),
    };
  });
}

/** The same history as dm_tracking fixtures: each first message and follow-up, oldest first. */
export function historyDms(history: ConversationFact[]): DmFixture[] {
  return history
    .flatMap((fact) => {
      const sent = Date.parse(fact.firstSentAt!);
      const profile = { profileUrl: fact.profileUrl!, prospectName: fact.displayName };
      return [
        {
          ...profile,
          sentAt: new Date(sent),
          responseAt: fact.firstReplyAt ? new Date(fact.firstReplyAt) : null,
        },
        ...(fact.followUps ?? []).map((minutes) => ({
          ...profile,
          sentAt: new Date(sent + minutes * 60_000),
        })),
      ];
    })
    .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
}
