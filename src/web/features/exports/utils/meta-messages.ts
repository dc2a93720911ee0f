/**
 * Instagram's and Facebook Messenger's "Download your information" (JSON): one folder per
 * conversation, its messages split over message_1..N.json, newest first
 * (docs/decisions/0136-platform-exports.md).
 */
import { repairMetaText } from '../../../../shared/domain/meta-text';
import { parseProfileUrl } from '../../../../shared/domain/platform';
import { conversationFacts, type DeviceConversation, type ReadMessage } from './conversation';
import type { ExportFile, ReadResult } from './export-file';
import { exportErrors } from './export-errors';
import { isReactionLine, isSystemLine } from './system-lines';

/** inbox/<thread>/message_3.json in either era's folder, requests and archived threads too. */
const THREAD_FILE =
  /(?:^|\/)messages\/(inbox|message_requests|archived_threads|filtered_threads)\/([^/]+)\/message_\d+\.json$/i;
const IG_PERSONAL = /(?:^|\/)personal_information\.json$/i;
const FB_PROFILE = /(?:^|\/)profile_information\.json$/i;
/** An Instagram thread folder is the username, `_`, and the thread's 10 to 17 digit id. */
const IG_FOLDER = /^(.+)_(\d{10,17})$/;

export const isMetaFile = (path: string) =>
  THREAD_FILE.test(path) || IG_PERSONAL.test(path) || FB_PROFILE.test(path);

export const isMetaThreadFile = (path: string) => THREAD_FILE.test(path);

type MetaMessage = {
  sender_name?: unknown;
  timestamp_ms?: unknown;
  content?: unknown;
  is_unsent?: unknown;
  call_duration?: unknown;
  type?: unknown;
  reactions?: unknown;
  photos?: unknown;
  videos?: unknown;
  audio_files?: unknown;
  gifs?: unknown;
  files?: unknown;
  sticker?: unknown;
  share?: unknown;
};

type MetaThread = {
  participants?: unknown;
  messages?: unknown;
  title?: unknown;
  thread_type?: unknown;
};

type Thread = {
  folder: string;
  box: string;
  participants: string[];
  title: string;
  group: boolean;
  messages: MetaMessage[];
};

const text = (value: unknown) => (typeof value === 'string' ? repairMetaText(value) : '');

function parseJson(file: ExportFile): unknown {
  try {
    return JSON.parse(file.text) as unknown;
  } catch {
    return null;
  }
}

/** The owner's names from the profile files (Instagram: Username and Name; Facebook: name). */
function ownerNames(files: readonly ExportFile[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    if (!IG_PERSONAL.test(file.path) && !FB_PROFILE.test(file.path)) continue;
    const walk = (value: unknown, key: string) => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const lower = key.toLowerCase();
        if ((lower === 'username' || lower === 'name') && typeof record.value === 'string') {
          names.add(text(record.value));
        }
        if (lower === 'name' && typeof record.full_name === 'string') {
          names.add(text(record.full_name));
        }
        for (const [child, inner] of Object.entries(record)) walk(inner, child);
      }
    };
    walk(parseJson(file), '');
  }
  names.delete('');
  return names;
}

function threadsOf(files: readonly ExportFile[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const file of files) {
    const match = THREAD_FILE.exec(file.path);
    if (!match) continue;
    const json = parseJson(file) as MetaThread | null;
    if (!json || !Array.isArray(json.messages)) continue;
    const box = match[1].toLowerCase();
    const key = `${box}/${match[2]}`;
    let thread = threads.get(key);
    if (!thread) {
      const participants = Array.isArray(json.participants)
        ? json.participants.map((p) => text((p as { name?: unknown } | null)?.name))
        : [];
      thread = {
        folder: match[2],
        box,
        participants,
        title: text(json.title),
        group: json.thread_type === 'RegularGroup' || participants.length > 2,
        messages: [],
      };
      threads.set(key, thread);
    }
    for (const message of json.messages as unknown[]) {
      if (message && typeof message === 'object') thread.messages.push(message as MetaMessage);
    }
  }
  return [...threads.values()];
}

/** The member: a name from the profile files a thread holds, else who is in every thread. */
function ownerOf(threads: readonly Thread[], names: Set<string>): string | null {
  const all = new Set<string>();
  for (const thread of threads) {
    for (const person of thread.participants) all.add(person);
    for (const message of thread.messages) all.add(text(message.sender_name));
  }
  for (const name of names) if (all.has(name)) return name;
  const everywhere = [...all].filter((name) =>
    threads.every(
      (thread) =>
        thread.participants.includes(name) ||
        thread.messages.some((message) => text(message.sender_name) === name),
    ),
  );
  return everywhere.length === 1 ? everywhere[0] : null;
}

function readMessage(message: MetaMessage, owner: string): ReadMessage {
  const fromMember = text(message.sender_name) === owner;
  const content = text(message.content).trim();
  const at = typeof message.timestamp_ms === 'number' ? message.timestamp_ms : Number.NaN;
  if (isReactionLine(content)) return { fromMember, at, kind: 'reaction', text: null };
  const hasMedia =
    [message.photos, message.videos, message.audio_files, message.gifs, message.files].some(
      (list) => Array.isArray(list) && list.length > 0,
    ) || Boolean(message.sticker);
  const system =
    message.is_unsent === true ||
    message.call_duration !== undefined ||
    message.type === 'Call' ||
    message.type === 'Subscribe' ||
    message.type === 'Unsubscribe' ||
    isSystemLine(content) ||
    (!content && !hasMedia);
  return { fromMember, at, kind: system ? 'system' : 'message', text: content || null };
}

function reactionsOnMine(message: MetaMessage, owner: string): number {
  if (text(message.sender_name) !== owner || !Array.isArray(message.reactions)) return 0;
  return message.reactions.filter(
    (reaction) => text((reaction as { actor?: unknown } | null)?.actor) !== owner,
  ).length;
}

function counterpartOf(platform: 'instagram' | 'facebook', thread: Thread, owner: string) {
  const other =
    thread.participants.find((person) => person !== owner) ??
    thread.messages.map((m) => text(m.sender_name)).find((name) => name && name !== owner) ??
    thread.title;
  const request = thread.box === 'message_requests';
  if (platform === 'instagram') {
    const username = IG_FOLDER.exec(thread.folder)?.[1];
    const parsed = username ? parseProfileUrl(`https://www.instagram.com/${username}`) : null;
    if (
      parsed?.ok &&
      parsed.profile.platform === 'instagram' &&
      parsed.profile.key.startsWith('instagram:')
    ) {
      return {
        platform,
        counterpart: parsed.profile.key,
        profileUrl: parsed.profile.url,
        displayName: other,
        request,
      };
    }
  }
  return {
    platform,
    counterpart: `${platform}-name:${other.toLowerCase()}`,
    profileUrl: null,
    displayName: other,
    request,
  };
}

export function readMetaExport(
  platform: 'instagram' | 'facebook',
  files: readonly ExportFile[],
): ReadResult {
  const threads = threadsOf(files);
  if (threads.length === 0) return { ok: false, error: exportErrors.empty };
  const owner = ownerOf(threads, ownerNames(files));
  if (!owner) return { ok: false, error: exportErrors.noOwner };
  const conversations: DeviceConversation[] = [];
  let groups = 0;
  for (const thread of threads) {
    if (thread.group) {
      groups += 1;
      continue;
    }
    const who = counterpartOf(platform, thread, owner);
    const reactions = thread.messages.reduce((sum, m) => sum + reactionsOnMine(m, owner), 0);
    const facts = conversationFacts(
      who,
      thread.messages.map((message) => readMessage(message, owner)),
      reactions,
    );
    if (facts) conversations.push(facts);
  }
  return { ok: true, conversations, groups };
}
