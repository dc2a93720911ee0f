/**
 * LinkedIn's "Get a copy of your data": messages.csv (columns read by name, every era) and
 * Invitations.csv (an outgoing invitation is a DM sent) (docs/decisions/0136-platform-exports.md).
 */
import { parseCsv } from '../../../../shared/domain/csv';
import { parseProfileUrl } from '../../../../shared/domain/platform';
import {
  conversationFacts,
  mergeConversations,
  type Counterpart,
  type DeviceConversation,
  type ReadMessage,
} from './conversation';
import type { ExportFile, ReadResult } from './export-file';

const MESSAGES = /(?:^|\/)messages\.csv$/i;
const INVITATIONS = /(?:^|\/)invitations\.csv$/i;

export const isLinkedInFile = (path: string) => MESSAGES.test(path) || INVITATIONS.test(path);

const LINKEDIN_MEMBER = 'linkedin member';

type Table = { get: (row: string[], column: string) => string; rows: string[][] } | null;

function table(text: string, required: string[]): Table {
  const parsed = parseCsv(text);
  if (!parsed.ok || parsed.records.length === 0) return null;
  const [header, ...rows] = parsed.records;
  const index = new Map(header.map((name, i) => [name.trim().toUpperCase(), i]));
  if (!required.every((column) => index.has(column))) return null;
  return {
    rows,
    get: (row, column) => {
      const i = index.get(column);
      return i === undefined ? '' : (row[i] ?? '').trim();
    },
  };
}

/** A LinkedIn member's profile in Log DM's canonical form, or null (company pages, none). */
function profileOf(raw: string) {
  if (!raw) return null;
  const parsed = parseProfileUrl(raw);
  if (!parsed.ok || parsed.profile.platform !== 'linkedin') return null;
  return parsed.profile.key.startsWith('linkedin:') ? parsed.profile : null;
}

/** `2025-11-20 20:01:33 UTC` */
function messageDate(value: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?(?: ?UTC| ?Z)?$/.exec(value);
  return match ? Date.parse(`${match[1]}T${match[2]}Z`) : Number.NaN;
}

/** Invitations' `Sent At`: `11/20/25, 8:01 PM` (month first, read as UTC). */
function invitationDate(value: string): number {
  const match =
    /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AP]M)?$/i.exec(value);
  if (!match) return Number.NaN;
  const [, month, day, year, hour, minute, second, half] = match;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  let hours = Number(hour) % (half ? 12 : 24);
  if (half?.toUpperCase() === 'PM') hours += 12;
  return Date.UTC(
    fullYear,
    Number(month) - 1,
    Number(day),
    hours,
    Number(minute),
    Number(second ?? 0),
  );
}

const yes = (value: string) => /^(true|yes|1)$/i.test(value);

function readMessages(text: string): ReadResult | null {
  const t = table(text, ['CONVERSATION ID', 'FROM', 'DATE']);
  if (!t) return null;
  const rows = t.rows.filter(
    (row) =>
      !yes(t.get(row, 'IS MESSAGE DRAFT')) &&
      !yes(t.get(row, 'IS CONVERSATION DRAFT')) &&
      !/spam|sponsored/i.test(t.get(row, 'FOLDER')),
  );
  // The member is in every conversation: the profile (with recipient URLs) or the name (the
  // nine-column era names recipients only) in the most conversations.
  const byUrl = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>>();
  const profileName = new Map<string, string>();
  const count = (map: Map<string, Set<string>>, key: string, id: string) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)?.add(id);
  };
  for (const row of rows) {
    const id = t.get(row, 'CONVERSATION ID');
    const sender = profileOf(t.get(row, 'SENDER PROFILE URL'));
    const recipients = t
      .get(row, 'RECIPIENT PROFILE URLS')
      .split(/[,\s]+/)
      .map(profileOf);
    for (const profile of [sender, ...recipients]) if (profile) count(byUrl, profile.key, id);
    for (const name of [t.get(row, 'FROM'), ...t.get(row, 'TO').split(',')]) {
      if (name.trim()) count(byName, name.trim(), id);
    }
    if (sender) profileName.set(sender.key, t.get(row, 'FROM'));
  }
  const most = (map: Map<string, Set<string>>) =>
    [...map.entries()].sort((a, b) => b[1].size - a[1].size)[0]?.[0];
  const ownerName = most(byName);
  const withRecipients = rows.some((row) => t.get(row, 'RECIPIENT PROFILE URLS'));
  const ownerUrls = new Map<string, Set<string>>();
  rows.forEach((row, i) => {
    const sender = profileOf(t.get(row, 'SENDER PROFILE URL'));
    if (sender && t.get(row, 'FROM') === ownerName) count(ownerUrls, sender.key, String(i));
  });
  const owner = withRecipients ? most(byUrl) : most(ownerUrls);
  if (!owner) return { ok: true, conversations: [], groups: 0 };

  const byConversation = new Map<string, string[][]>();
  for (const row of rows) {
    const id = t.get(row, 'CONVERSATION ID');
    byConversation.set(id, [...(byConversation.get(id) ?? []), row]);
  }
  const conversations: DeviceConversation[] = [];
  let groups = 0;
  for (const conversationRows of byConversation.values()) {
    const others = new Map<string, Counterpart>();
    let namedGroup = false;
    const messages: ReadMessage[] = [];
    for (const row of conversationRows) {
      const from = t.get(row, 'FROM');
      const sender = profileOf(t.get(row, 'SENDER PROFILE URL'));
      const fromMember = sender?.key === owner;
      const note = (profile: ReturnType<typeof profileOf>, name: string) => {
        if (profile && profile.key !== owner) {
          others.set(profile.key, {
            platform: 'linkedin',
            counterpart: profile.key,
            profileUrl: profile.url,
            displayName: name || profileName.get(profile.key) || profile.name,
            request: false,
          });
        }
      };
      if (fromMember) {
        const recipients = t
          .get(row, 'RECIPIENT PROFILE URLS')
          .split(/[,\s]+/)
          .map(profileOf);
        const to = t.get(row, 'TO');
        for (const profile of recipients) note(profile, recipients.length === 1 ? to : '');
        if (!recipients.some(Boolean) && to && to.toLowerCase() !== LINKEDIN_MEMBER) {
          if (to.includes(',')) namedGroup = true;
          else if (!others.size) {
            others.set(`linkedin-name:${to.toLowerCase()}`, {
              platform: 'linkedin',
              counterpart: `linkedin-name:${to.toLowerCase()}`,
              profileUrl: null,
              displayName: to,
              request: false,
            });
          }
        }
      } else {
        // Sponsored messages and LinkedIn's own come from pages, not members: skipped.
        if (!sender) continue;
        note(sender, from);
      }
      const content = t.get(row, 'CONTENT');
      messages.push({
        fromMember,
        at: messageDate(t.get(row, 'DATE')),
        kind: content || t.get(row, 'ATTACHMENTS') ? 'message' : 'system',
        text: content || null,
      });
    }
    // A name-only counterpart gives way to a profile for the same conversation.
    const profiles = [...others.entries()].filter(([key]) => !key.startsWith('linkedin-name:'));
    const people = profiles.length > 0 ? profiles : [...others.entries()];
    if (people.length > 1 || namedGroup) {
      groups += 1;
      continue;
    }
    if (people.length === 0) continue;
    const facts = conversationFacts(people[0][1], messages);
    if (facts) conversations.push(facts);
  }
  return { ok: true, conversations, groups };
}

function readInvitations(text: string): DeviceConversation[] | null {
  const t = table(text, ['DIRECTION', 'SENT AT']);
  if (!t) return null;
  const sent: DeviceConversation[] = [];
  for (const row of t.rows) {
    if (t.get(row, 'DIRECTION').toUpperCase() !== 'OUTGOING') continue;
    const profile = profileOf(t.get(row, 'INVITEEPROFILEURL'));
    const at = invitationDate(t.get(row, 'SENT AT'));
    if (!profile || !Number.isFinite(at)) continue;
    const message = t.get(row, 'MESSAGE');
    sent.push({
      platform: 'linkedin',
      counterpart: profile.key,
      profileUrl: profile.url,
      displayName: t.get(row, 'TO') || profile.name,
      memberStarted: true,
      firstSentAt: new Date(at).toISOString(),
      firstReplyAt: null,
      sentCount: 1,
      receivedCount: 0,
      reactionCount: 0,
      request: false,
      followUps: [],
      firstText: message || null,
    });
  }
  return sent;
}

/** Both files, merged per counterpart; null when neither is LinkedIn's. */
export function readLinkedInExport(files: readonly ExportFile[]): ReadResult | null {
  let groups = 0;
  let recognised = false;
  const byCounterpart = new Map<string, DeviceConversation>();
  const add = (conversation: DeviceConversation) => {
    const known = byCounterpart.get(conversation.counterpart);
    byCounterpart.set(
      conversation.counterpart,
      known ? mergeConversations(known, conversation) : conversation,
    );
  };
  for (const file of files) {
    if (MESSAGES.test(file.path)) {
      const read = readMessages(file.text);
      if (!read?.ok) continue;
      recognised = true;
      groups += read.groups;
      read.conversations.forEach(add);
    } else if (INVITATIONS.test(file.path)) {
      const read = readInvitations(file.text);
      if (!read) continue;
      recognised = true;
      read.forEach(add);
    }
  }
  if (!recognised) return null;
  return { ok: true, conversations: [...byCounterpart.values()], groups };
}
