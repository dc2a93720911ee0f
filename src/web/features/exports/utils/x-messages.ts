/**
 * X's archive: data/direct-messages.js (and its part files), each behind
 * `window.YTD.direct_messages.partN = `; the member's id from data/account.js
 * (docs/decisions/0136-platform-exports.md). Counterparts are numeric ids.
 */
import { conversationFacts, type DeviceConversation, type ReadMessage } from './conversation';
import type { ExportFile, ReadResult } from './export-file';
import { exportErrors } from './export-errors';

const DIRECT = /(?:^|\/)direct-messages(?:-part\d+)?\.js$/i;
const GROUP = /(?:^|\/)direct-messages-group(?:-part\d+)?\.js$/i;
const ACCOUNT = /(?:^|\/)account\.js$/i;

export const isXFile = (path: string) =>
  DIRECT.test(path) || GROUP.test(path) || ACCOUNT.test(path);

/** The JSON after `window.YTD.<name>.partN = `, or null. */
function ytd(text: string, name: string): unknown {
  const match = new RegExp(`^\\s*window\\.YTD\\.${name}\\.part\\d+\\s*=\\s*`).exec(text);
  if (!match) return null;
  try {
    return JSON.parse(text.slice(match[0].length)) as unknown;
  } catch {
    return null;
  }
}

type MessageCreate = {
  senderId?: unknown;
  recipientId?: unknown;
  createdAt?: unknown;
  text?: unknown;
  reactions?: unknown;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function readXExport(files: readonly ExportFile[]): ReadResult | null {
  let owner = '';
  let recognised = false;
  let groups = 0;
  const conversations: unknown[] = [];
  for (const file of files) {
    if (ACCOUNT.test(file.path)) {
      const account = ytd(file.text, 'account');
      if (Array.isArray(account)) {
        owner = str((account[0] as { account?: { accountId?: unknown } })?.account?.accountId);
      }
    } else if (GROUP.test(file.path)) {
      const group = ytd(file.text, 'direct_messages_group');
      if (Array.isArray(group)) {
        recognised = true;
        groups += group.length;
      }
    } else if (DIRECT.test(file.path)) {
      const direct = ytd(file.text, 'direct_messages');
      if (Array.isArray(direct)) {
        recognised = true;
        conversations.push(...direct);
      }
    }
  }
  if (!recognised) return null;
  if (conversations.length === 0) return { ok: false, error: exportErrors.empty };
  const byId = new Map<string, MessageCreate[]>();
  for (const item of conversations) {
    const conversation = (
      item as { dmConversation?: { conversationId?: unknown; messages?: unknown } }
    )?.dmConversation;
    const id = str(conversation?.conversationId);
    if (!id || !Array.isArray(conversation?.messages)) continue;
    const list = byId.get(id) ?? [];
    for (const message of conversation.messages as unknown[]) {
      const create = (message as { messageCreate?: MessageCreate } | null)?.messageCreate;
      if (create) list.push(create);
    }
    byId.set(id, list);
  }
  if (!owner) {
    // Without account.js: the id in every conversation's id (`<a>-<b>`).
    const ids = [...byId.keys()].map((id) => id.split('-'));
    const everywhere = ids[0]?.filter((candidate) => ids.every((pair) => pair.includes(candidate)));
    if (everywhere?.length !== 1) return { ok: false, error: exportErrors.noOwner };
    owner = everywhere[0];
  }
  const read: DeviceConversation[] = [];
  for (const [id, messages] of byId) {
    const people = id.split('-');
    const other = people.find((person) => person !== owner);
    if (people.length !== 2 || !other || !/^\d+$/.test(other)) {
      groups += 1;
      continue;
    }
    const reactions = messages
      .filter((message) => str(message.senderId) === owner && Array.isArray(message.reactions))
      .reduce(
        (sum, message) =>
          sum +
          (message.reactions as unknown[]).filter(
            (reaction) => str((reaction as { senderId?: unknown })?.senderId) !== owner,
          ).length,
        0,
      );
    const facts = conversationFacts(
      {
        platform: 'twitter',
        counterpart: `twitter-id:${other}`,
        profileUrl: null,
        displayName: other,
        request: false,
      },
      messages.map((message): ReadMessage => ({
        fromMember: str(message.senderId) === owner,
        at: Date.parse(str(message.createdAt)),
        kind: 'message',
        text: str(message.text) || null,
      })),
      reactions,
    );
    if (facts) read.push(facts);
  }
  return { ok: true, conversations: read, groups };
}
