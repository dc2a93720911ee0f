import type { WebhookKind } from '../../shared/schemas/webhook-texts';

/** A member's name (or any text a member wrote) inside a chat message, shown as plain text. */
export type Escape = (text: string) => string;

/**
 * Discord: markdown characters lose their meaning; mentions cannot ping anyone anyway
 * (`allowed_mentions` below), so "@everyone" in a name stays text.
 */
const discordEscape: Escape = (text) => text.replace(/([\\*_~`|>#[\]()<:-])/g, '\\$1');
/** Slack: `&`, `<` and `>` are its control characters (<!channel>, links). */
const slackEscape: Escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const ESCAPES: Record<WebhookKind, Escape> = {
  standard: (text) => text,
  discord: discordEscape,
  slack: slackEscape,
};

/** The body of a chat's incoming webhook: Discord's `content`, Slack's `text`. */
export function chatBody(kind: 'discord' | 'slack', text: string): string {
  return JSON.stringify(
    kind === 'discord'
      ? { content: text.slice(0, 2000), allowed_mentions: { parse: [] } }
      : { text: text.slice(0, 3000) },
  );
}
