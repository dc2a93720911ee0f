import type {
  ConversationFact,
  ExportDay,
  ExportPlatform,
  ExportReportPart,
} from '../schemas/exports';

/**
 * What one request of a check carries at most: the server's work per request stays bounded
 * however long the history (docs/decisions/0139-embedded-database-thread.md). No zod here: the
 * app's shared chunk holds it, and the schemas load later (scripts/build/app-chunks.ts).
 */
export const EXPORT_PART = { conversations: 250, messages: 2_500 } as const;

/** A conversation's messages a check may write: its first and each follow-up. */
export const messagesOf = (fact: Pick<ConversationFact, 'followUps'>) =>
  1 + (fact.followUps?.length ?? 0);

/**
 * An export's conversations in parts of at most EXPORT_PART (conversations and messages), in
 * order, each sent as one request of the check (docs/decisions/0136-platform-exports.md).
 */
export function exportParts<T extends Pick<ConversationFact, 'followUps'>>(conversations: T[]) {
  const parts: T[][] = [];
  let messages = 0;
  for (const conversation of conversations) {
    const size = messagesOf(conversation);
    const current = parts.at(-1);
    if (
      !current ||
      current.length === EXPORT_PART.conversations ||
      messages + size > EXPORT_PART.messages
    ) {
      parts.push([conversation]);
      messages = size;
    } else {
      current.push(conversation);
      messages += size;
    }
  }
  return parts;
}

/** The parts' reports as one: days summed, lists joined in order, the span from first to last. */
export function mergeReportParts(
  platform: ExportPlatform,
  parts: ExportReportPart[],
): ExportReportPart {
  const days = new Map<string, ExportDay>();
  for (const day of parts.flatMap((part) => part.days)) {
    const merged = days.get(day.day);
    days.set(
      day.day,
      merged
        ? {
            day: day.day,
            started: merged.started + day.started,
            logged: merged.logged + day.logged,
            notLogged: merged.notLogged + day.notLogged,
            replies: merged.replies + day.replies,
            repliesLogged: merged.repliesLogged + day.repliesLogged,
            repliesNotLogged: merged.repliesNotLogged + day.repliesNotLogged,
          }
        : day,
    );
  }
  const sum = (count: (part: ExportReportPart) => number) =>
    parts.reduce((total, part) => total + count(part), 0);
  const froms = parts.flatMap((part) => part.from ?? []).sort();
  const tos = parts.flatMap((part) => part.to ?? []).sort();
  return {
    platform,
    from: froms[0] ?? null,
    to: tos.at(-1) ?? null,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    sentNotLogged: parts.flatMap((part) => part.sentNotLogged),
    repliedNotLogged: parts.flatMap((part) => part.repliedNotLogged),
    theyStarted: sum((part) => part.theyStarted),
    reactions: sum((part) => part.reactions),
    followUps: sum((part) => part.followUps),
    followUpsNotLogged: sum((part) => part.followUpsNotLogged),
    profileKeys: [...new Set(parts.flatMap((part) => part.profileKeys))],
    exportedDms: sum((part) => part.exportedDms),
    loggedBefore: sum((part) => part.loggedBefore),
  };
}
